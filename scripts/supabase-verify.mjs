// `pnpm supabase:verify [--url URL]`: what a deployed project lets visitors do
// (supabase/docs/hosted-project.md). TypeScript sharing shared-data's table list; jiti runs it on Node 20.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./supabase-verify/run-verify.ts')} */
const { runVerify } = await jiti.import('./supabase-verify/run-verify.ts');
try {
  process.exitCode = await runVerify(process.argv.slice(2), process.env, (text) => process.stdout.write(text));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
