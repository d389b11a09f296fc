import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** The site's system font stack (DESIGN.md: no web fonts), dark text and one dark ink for marks. */
const config = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  background: '#ffffff',
  // No descriptions of marks and guides: the figure around the chart names it and holds its table.
  aria: false,
  mark: { aria: false },
  view: { stroke: null },
  axis: { labelColor: '#1e293b', titleColor: '#1e293b', labelFontSize: 12, titleFontSize: 12, labelLimit: 260, grid: false, domainColor: '#475569', tickColor: '#475569' },
  bar: { fill: '#334155' },
  line: { stroke: '#334155', strokeWidth: 2 },
  point: { fill: '#334155', filled: true, size: 60 },
  text: { fill: '#0f172a', fontSize: 12 },
};

/** A Vega-Lite spec without `config`: every chart of the report shares this file's. */
export type ChartSpec = TopLevelSpec;

/**
 * A Vega-Lite chart drawn to an SVG string in Node (vega's headless `toSVG`, no DOM, no canvas),
 * hidden from assistive technology: the figure around it is the image, named in words. Vega
 * escapes every text and attribute it writes, so a campaign named like markup stays text.
 */
export async function renderChart(spec: ChartSpec): Promise<string> {
  const { spec: vegaSpec } = compile({ ...spec, config });
  const view = new View(parse(vegaSpec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    return svg.replace(/^<svg /, '<svg aria-hidden="true" ');
  } finally {
    view.finalize();
  }
}
