import { describe, expect, it } from '@rstest/core';
import { hasMoreRowsThan } from '../scripts/more-rows-than.mjs';

const body = (text: string) => Buffer.from(text);
const rows = (count: number) => JSON.stringify(Array.from({ length: count }, (_, index) => ({ index, tags: ['a', 'b'] })));

describe('hasMoreRowsThan', () => {
  it('counts the rows of a top-level array', () => {
    expect(hasMoreRowsThan(body(rows(20)), 20)).toBe(false);
    expect(hasMoreRowsThan(body(rows(21)), 20)).toBe(true);
    expect(hasMoreRowsThan(body(rows(1)), 1)).toBe(false);
    expect(hasMoreRowsThan(body(rows(2)), 1)).toBe(true);
    expect(hasMoreRowsThan(body('[]'), 1)).toBe(false);
  });

  it('ignores commas and brackets inside strings, escaped quotes included', () => {
    const tricky = JSON.stringify([{ text: 'a, b], [c, "d", \\", e' }, { text: '{,,,}' }]);
    expect(hasMoreRowsThan(body(tricky), 2)).toBe(false);
    expect(hasMoreRowsThan(body(tricky), 1)).toBe(true);
  });

  it('ignores commas of nested arrays and objects', () => {
    expect(hasMoreRowsThan(body('[{"a":[1,2,3],"b":{"c":1,"d":2}}]'), 1)).toBe(false);
  });

  it('takes an object, or leading whitespace, as it comes', () => {
    expect(hasMoreRowsThan(body('{"a":1,"b":2}'), 1)).toBe(false);
    expect(hasMoreRowsThan(body(' \n\t[1,2]'), 1)).toBe(true);
  });

  it('answers for an array cut off past the limit (it never reads that far)', () => {
    expect(hasMoreRowsThan(body(`[${'{"a":1},'.repeat(21)}{"a":`), 20)).toBe(true);
  });
});
