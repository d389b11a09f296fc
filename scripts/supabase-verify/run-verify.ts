import { tableNames } from '@salesiq/shared-data/database-types';
import { localSupabaseUrl } from '../../tooling/ports.mjs';
import { anonKey as localAnonKey, serviceRoleKey as localServiceRoleKey } from '../../supabase/scripts/keys.mjs';
import { functionsInMigrations, objectsInMigrations, objectsServed } from './api-objects';
import { anonCallsNothing, anonInserts, anonReadsNothing, type CheckResult, preRequestHookActive, type Project } from './checks';

const usage = 'Usage: pnpm supabase:verify [--url https://<project-ref>.supabase.co]';

function parseUrl(argv: readonly string[]): string | undefined {
  const [flag, value, ...rest] = argv;
  if (flag === undefined) return undefined;
  if (flag !== '--url' || value === undefined || rest.length > 0) throw new Error(usage);
  return value.replace(/\/+$/, '');
}

function table(results: readonly CheckResult[]): string {
  const rows = [['check', 'result', 'detail'], ...results.map((result) => [result.check, result.passed ? 'pass' : 'FAIL', result.detail])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

/**
 * `pnpm supabase:verify`: checks a deployed project (or the local stack) the way visitors reach
 * it: anon reads nothing from any table or view and calls no function, anon inserts a row of each
 * record table, and the rate limit's pre-request hook answers. Writes the table to `out`; returns
 * the exit code.
 */
export async function runVerify(argv: readonly string[], env: NodeJS.ProcessEnv, out: (text: string) => void): Promise<number> {
  const project: Project = {
    url: parseUrl(argv) ?? localSupabaseUrl,
    anonKey: env.PUBLIC_SUPABASE_ANON_KEY?.trim() || localAnonKey,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY?.trim() || localServiceRoleKey,
  };
  out(`Verifying ${project.url}\n\n`);
  const served = await objectsServed(project.url, project.serviceRoleKey);
  const objects = [...new Set([...(served?.relations ?? []), ...(await objectsInMigrations())])].sort();
  const functions = [...new Set([...(served?.functions ?? []), ...(await functionsInMigrations())])].sort();
  const results: CheckResult[] = [
    {
      check: 'service role reads the API description',
      passed: served !== undefined,
      detail:
        served === undefined
          ? 'GET /rest/v1/ refused: check SUPABASE_SERVICE_ROLE_KEY and the URL'
          : `${served.relations.length} tables and views, ${served.functions.length} functions served`,
    },
  ];
  for (const name of objects) results.push(await anonReadsNothing(project, name));
  for (const name of functions) results.push(await anonCallsNothing(project, name));
  for (const name of tableNames) results.push(await anonInserts(project, name));
  results.push(await preRequestHookActive(project));

  out(`${table(results)}\n\n`);
  const failed = results.filter((result) => !result.passed);
  if (failed.length === 0) {
    out(`All ${results.length} checks passed.\n`);
    return 0;
  }
  out(`${failed.length} of ${results.length} checks failed: ${failed.map((result) => result.check).join('; ')}\n`);
  return 1;
}
