import { describe, expect, it } from '@rstest/core';
import { delugeList, delugeString } from './deluge-text';
import { hostileTexts } from '../testing/hostile-texts';
import { scanDeluge } from '../testing/deluge-syntax';

describe('delugeString', () => {
  it('quotes plain text unchanged', () => {
    expect(delugeString('Acme Health')).toBe('"Acme Health"');
  });

  it('escapes quotes, backslashes, tabs and line breaks', () => {
    expect(delugeString('a "b" \\ c\td\ne\r\nf')).toBe('"a \\"b\\" \\\\ c\\td\\ne\\nf"');
  });

  it('drops invisible control characters', () => {
    expect(delugeString('a\u0000b\u0007c')).toBe('"abc"');
  });

  it.each(hostileTexts)('keeps %j as one valid literal with the same text', (text) => {
    const scan = scanDeluge(`x = ${delugeString(text)};`);
    expect(scan.problems).toEqual([]);
    expect(scan.strings).toEqual([text.replace(/\r\n|[\r\u2028\u2029]/g, '\n')]);
  });
});

describe('delugeList', () => {
  it('builds a list literal of escaped strings', () => {
    expect(delugeList(['a', 'b "c"'])).toBe('{"a", "b \\"c\\""}');
  });
});
