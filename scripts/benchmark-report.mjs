// Medians and the markdown table of the benchmark.
const metrics = /** @type {const} */ (['performance', 'lcp', 'tbt', 'cls', 'accessibility', 'bestPractices', 'seo']);

/** @typedef {'mobile' | 'desktop'} Mode how Lighthouse emulates the device */
/** @typedef {Record<(typeof metrics)[number], number>} LighthouseScores one Lighthouse run's scores and timings */
/**
 * @typedef {{ path: string, bytes: { js: number, css: number, jsFiles: number, cssFiles: number },
 *   lighthouse: Partial<Record<Mode, { median: LighthouseScores, samples: LighthouseScores[] }>> }} RouteResult
 *   one route of one build: what its first visit transfers and its Lighthouse runs by mode
 */
/**
 * @typedef {{ date: string, quick: boolean, runs: number, modes: [Mode, ...Mode[]], federated: RouteResult[],
 *   monolithic: RouteResult[] }} BenchmarkResult what benchmark-results.json holds
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

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b ? (a / b).toFixed(2) : 'n/a');

/**
 * @param {Pick<RouteResult, 'path' | 'lighthouse'>} route
 * @param {Mode} mode one of the modes the benchmark ran
 */
function medianIn({ path, lighthouse }, mode) {
  const runs = lighthouse[mode];
  if (!runs) throw new Error(`${path} has no ${mode} runs`);
  return runs.median;
}

/** @param {BenchmarkResult} result */
export function markdownReport({ federated, monolithic, modes, runs }) {
  const lines = [];
  for (const mode of modes) {
    lines.push(`**${mode}** (median of ${runs}; federated build)`, '');
    lines.push('| route | perf | LCP ms | TBT ms | CLS | a11y | best pr. | SEO | JS KB gz | CSS KB gz |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|');
    for (const route of federated) {
      const { path, bytes } = route;
      const m = medianIn(route, mode);
      lines.push(`| \`${path}\` | ${m.performance} | ${m.lcp} | ${m.tbt} | ${m.cls} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${kb(bytes.js)} | ${kb(bytes.css)} |`);
    }
    lines.push('');
  }
  const mode = modes[0];
  lines.push(`**Cost of federation** (federated / monolithic, ${mode})`, '');
  lines.push('| route | JS KB fed. | JS KB mono. | JS ratio | LCP ratio | TBT ratio | mono. perf |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const fed of federated) {
    const mono = monolithic.find((entry) => entry.path === fed.path);
    if (!mono) continue;
    const f = medianIn(fed, mode);
    const m = medianIn(mono, mode);
    lines.push(`| \`${fed.path}\` | ${kb(fed.bytes.js)} | ${kb(mono.bytes.js)} | ${ratio(fed.bytes.js, mono.bytes.js)} | ${ratio(f.lcp, m.lcp)} | ${ratio(f.tbt, m.tbt)} | ${m.performance} |`);
  }
  return lines.join('\n');
}
