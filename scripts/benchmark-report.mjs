// Medians, ratios and the markdown tables of the benchmark.
const metrics = /** @type {const} */ (['performance', 'lcp', 'tbt', 'cls', 'accessibility', 'bestPractices', 'seo']);

/** @typedef {'mobile' | 'desktop'} Mode how Lighthouse emulates the device */
/** @typedef {'federated' | 'monolithic' | 'scriptFree'} Variant the site as built, the monolithic baseline, the floor */
/** @typedef {Record<(typeof metrics)[number], number>} LighthouseScores one Lighthouse run's scores and timings */
/** @typedef {{ js: number, css: number, jsFiles: number, cssFiles: number }} FirstVisit gzip bytes a first visit transfers */
/** @typedef {{ median: LighthouseScores, samples: LighthouseScores[] }} Runs one variant's runs of a route, in the order run */
/**
 * @typedef {{ path: string, bytes: Record<'federated' | 'monolithic', FirstVisit>,
 *   lighthouse: Partial<Record<Mode, Partial<Record<string, Runs>>>> }} RouteResult
 *   one route: what its first visit transfers and its Lighthouse runs by mode and variant (a
 *   Variant or a compared build's name; result pages have no script-free variant)
 */
/**
 * @typedef {{ date: string, quick: boolean, runs: number, modes: [Mode, ...Mode[]], compared: string[],
 *   routes: RouteResult[] }} BenchmarkResult what benchmark-results.json holds
 */

/** @param {number[]} values at least one */
function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The median of each metric over the runs (taken metric by metric).
 * @param {LighthouseScores[]} samples
 * @returns {LighthouseScores}
 */
export function median(samples) {
  return /** @type {LighthouseScores} */ (Object.fromEntries(metrics.map((metric) => [metric, medianOf(samples.map((sample) => sample[metric]))])));
}

/**
 * `a ÷ b` to two decimals; 'n/a' where either is missing or `b` is 0 (a script-free TBT).
 * @param {number | undefined} a
 * @param {number | undefined} b
 */
export function ratio(a, b) {
  return a === undefined || !b ? 'n/a' : (a / b).toFixed(2);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const variants = /** @type {const} */ (['federated', 'monolithic', 'scriptFree']);

/**
 * A route's medians of `metric` in `mode` for each variant, as `F / M / S` (– where there is none).
 * @param {RouteResult['lighthouse'][Mode]} runs
 * @param {(typeof metrics)[number]} metric
 * @param {(value: number) => string} [format]
 */
function byVariant(runs, metric, format = (value) => String(Math.round(value))) {
  return variants.map((variant) => {
    const value = runs?.[variant]?.median[metric];
    return value === undefined ? '–' : format(value);
  }).join(' / ');
}

/** @param {Runs | undefined} runs */
const worstTbt = (runs) => (runs ? String(Math.max(...runs.samples.map((sample) => sample.tbt))) : '–');

/**
 * Each compared build against the federated one, route by route: medians and their differences.
 * @param {BenchmarkResult} result
 */
function comparedReport({ routes, modes, runs, compared }) {
  const lines = [];
  for (const mode of modes) {
    lines.push(`**Compared builds**, ${mode}, median of ${runs} runs interleaved with the federated (F) one`, '');
    lines.push('| route | build | LCP ms | LCP − F | TBT ms | TBT − F | worst TBT | perf |');
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const { path, lighthouse } of routes) {
      const federated = lighthouse[mode]?.federated?.median;
      for (const name of compared) {
        const runsOf = lighthouse[mode]?.[name];
        const build = runsOf?.median;
        if (!build || !federated) continue;
        lines.push(
          `| \`${path}\` | ${name} | ${build.lcp} | ${Math.round(build.lcp - federated.lcp)} | ${build.tbt} | ` +
            `${Math.round(build.tbt - federated.tbt)} | ${worstTbt(runsOf)} | ${build.performance} |`,
        );
      }
    }
    lines.push('');
  }
  return lines;
}

/** @param {BenchmarkResult} result */
export function markdownReport(result) {
  const { routes, modes, runs } = result;
  const lines = [];
  for (const mode of modes) {
    lines.push(`**${mode}**, median of ${runs} interleaved runs: F federated, M monolithic, S script-free (static routes only)`, '');
    lines.push('| route | perf F / M / S | LCP ms F / M / S | LCP F÷M | LCP F÷S | TBT ms F / M / S | TBT F÷M | worst TBT F / M | CLS F / M / S |');
    lines.push('|---|---|---|---|---|---|---|---|---|');
    for (const { path, lighthouse } of routes) {
      const inMode = lighthouse[mode];
      const lcp = (/** @type {Variant} */ variant) => inMode?.[variant]?.median.lcp;
      const tbt = (/** @type {Variant} */ variant) => inMode?.[variant]?.median.tbt;
      lines.push(
        `| \`${path}\` | ${byVariant(inMode, 'performance')} | ${byVariant(inMode, 'lcp')} | ${ratio(lcp('federated'), lcp('monolithic'))} | ` +
          `${ratio(lcp('federated'), lcp('scriptFree'))} | ${byVariant(inMode, 'tbt')} | ${ratio(tbt('federated'), tbt('monolithic'))} | ` +
          `${worstTbt(inMode?.federated)} / ${worstTbt(inMode?.monolithic)} | ${byVariant(inMode, 'cls', String)} |`,
      );
    }
    lines.push('');
  }
  if (result.compared.length) lines.push(...comparedReport(result));
  lines.push('**First visit**, gzip bytes (Playwright)', '');
  lines.push('| route | JS KB F | JS KB M | JS F÷M | CSS KB F |');
  lines.push('|---|---|---|---|---|');
  for (const { path, bytes } of routes) {
    lines.push(`| \`${path}\` | ${kb(bytes.federated.js)} | ${kb(bytes.monolithic.js)} | ${ratio(bytes.federated.js, bytes.monolithic.js)} | ${kb(bytes.federated.css)} |`);
  }
  return lines.join('\n');
}
