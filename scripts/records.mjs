// `pnpm records <table>`: every row of one of the site's record tables as CSV, newest first, the
// list operations of SPEC §7 for staff (scripts/README.md). jiti runs the TypeScript.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./records/run-records.ts')} */
const { runRecords } = await jiti.import('./records/run-records.ts');
process.exitCode = await runRecords(
  process.argv.slice(2),
  process.env,
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
);
