// Medians and the markdown table of the benchmark.
const metrics = ['performance', 'lcp', 'tbt', 'cls', 'accessibility', 'bestPractices', 'seo'];

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each metric over the runs (taken metric by metric). */
export function median(samples) {
  return Object.fromEntries(metrics.map((metric) => [metric, medianOf(samples.map((sample) => sample[metric]))]));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');

export function markdownReport({ federated, monolithic, modes, runs }) {
  const lines = [];
  for (const mode of modes) {
    lines.push(`**${mode}** (median of ${runs}; federated build)`, '');
    lines.push('| route | perf | LCP ms | TBT ms | CLS | a11y | best pr. | SEO | JS KB gz | CSS KB gz |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|');
    for (const { path, bytes, lighthouse } of federated) {
      const m = lighthouse[mode].median;
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
    const f = fed.lighthouse[mode].median;
    const m = mono.lighthouse[mode].median;
    lines.push(`| \`${fed.path}\` | ${kb(fed.bytes.js)} | ${kb(mono.bytes.js)} | ${ratio(fed.bytes.js, mono.bytes.js)} | ${ratio(f.lcp, m.lcp)} | ${ratio(f.tbt, m.tbt)} | ${m.performance} |`);
  }
  return lines.join('\n');
}
