import type { ChartSpec } from './render-chart';

/** One bar: its name on the axis, its length, and the text written at its end. */
export interface LabelledBar {
  name: string;
  value: number;
  label: string;
}

/**
 * Horizontal bars in the order given, each with its value written at its end, so the chart reads
 * without colour (greyscale print) and counts are exact, not read off an axis.
 */
export function labelledBars(bars: readonly LabelledBar[], { axisTitle, width }: { axisTitle: string; width: number }): ChartSpec {
  const x = { field: 'value', type: 'quantitative' } as const;
  return {
    width,
    height: { step: 30 },
    data: { values: bars.map((bar) => ({ ...bar })) },
    encoding: { y: { field: 'name', type: 'nominal', sort: null, title: null } },
    layer: [
      { mark: { type: 'bar' }, encoding: { x: { ...x, title: axisTitle, axis: { tickMinStep: 1, format: 'd' } } } },
      { mark: { type: 'text', align: 'left', dx: 4 }, encoding: { x, text: { field: 'label' } } },
    ],
  };
}
