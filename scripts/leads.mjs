// `pnpm leads`: the sales team's list of leads with where they came from (docs/staff.md). The
// command is TypeScript sharing the staff list operations of shared-data; jiti runs it on
// Node 20, which cannot load .ts files itself.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./leads/run-leads.ts')} */
const { runLeads } = await jiti.import('./leads/run-leads.ts');
process.exitCode = await runLeads(
  process.argv.slice(2),
  process.env,
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
);
