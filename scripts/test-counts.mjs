// Reads pass/fail counts from rstest's and Playwright's summaries, for one closing line.
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
