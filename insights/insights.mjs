// `pnpm insights [--since 7d|30d|<date>] [--out report.html] [--email]`: what converts, as a
// self-contained HTML report and a weekly e-mail (README.md). TypeScript sharing the staff
// operations of shared-data; jiti runs it on Node 20, which cannot load .ts files itself.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./src/run-insights.ts')} */
const { runInsights } = await jiti.import('./src/run-insights.ts');
process.exitCode = await runInsights(
  process.argv.slice(2),
  process.env,
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
);
