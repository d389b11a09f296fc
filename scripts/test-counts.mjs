// Reads pass/fail counts from rstest's, Playwright's and `pnpm supabase:verify`'s summaries, for one
// closing line.
/** @param {string} text */
const strip = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * rstest prints e.g. "Tests 3 failed | 40 passed" once per package.
 * @param {string} output
 */
export function rstestCounts(output) {
  const counts = { passed: 0, failed: 0 };
  for (const line of strip(output).split('\n')) {
    if (!/\bTests\s+\d+ (passed|failed)/.test(line)) continue;
    counts.passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    counts.failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  }
  return counts;
}

/**
 * Playwright's list reporter ends with lines such as "  41 passed (1.2m)", "  2 failed", "  1 flaky".
 * @param {string} output
 */
export function playwrightCounts(output) {
  const text = strip(output);
  const count = (/** @type {string} */ word) => Number(new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm').exec(text)?.[1] ?? 0);
  return { passed: count('passed') + count('flaky'), failed: count('failed') };
}

/**
 * `pnpm supabase:verify` ends with "All 17 checks passed." or "1 of 17 checks failed: …"; output
 * with neither (it stopped early) counts as one failure.
 * @param {string} output
 */
export function verifyCounts(output) {
  const text = strip(output);
  const passed = /All (\d+) checks passed\./.exec(text);
  if (passed) return { passed: Number(passed[1]), failed: 0 };
  const failed = /(\d+) of (\d+) checks failed/.exec(text);
  if (!failed) return { passed: 0, failed: 1 };
  return { passed: Number(failed[2]) - Number(failed[1]), failed: Number(failed[1]) };
}
