import { describe, expect, it } from '@rstest/core';
import { scrollPercent } from './scroll-percent';

describe('scrollPercent', () => {
  it.each([
    [0, 3000, 1000, 0],
    [1000, 3000, 1000, 50],
    [2000, 3000, 1000, 100],
    [333, 3000, 1000, 17],
    [2500, 3000, 1000, 100],
    [-40, 3000, 1000, 0],
    [0, 800, 1000, 100],
  ])('scrollTop %i of %i with a %i px viewport is %i %%', (top, height, viewport, expected) => {
    expect(scrollPercent(top, height, viewport)).toBe(expected);
  });
});
