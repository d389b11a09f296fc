import { describe, expect, it } from '@rstest/core';
import { renderChart } from './render-chart';

describe('renderChart', () => {
  it('draws an SVG hidden from assistive technology whose texts are escaped', async () => {
    const svg = await renderChart({
      data: { values: [{ name: '<img src=x onerror=alert(1)>', count: 3 }] },
      mark: 'bar',
      encoding: { y: { field: 'name', type: 'nominal' }, x: { field: 'count', type: 'quantitative' } },
    });
    expect(svg.startsWith('<svg aria-hidden="true" ')).toBe(true);
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;img src=x onerror=alert(1');
    expect(svg).not.toMatch(/aria-label=/);
    expect(svg).not.toMatch(/\s(href|src)="/);
  });
});
