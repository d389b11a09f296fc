import { describe, expect, it } from '@rstest/core';
import { filledText, isBlank } from './filled-text';

describe('isBlank', () => {
  it('counts zero-width, format, control and space characters as nothing', () => {
    for (const value of ['', '   ', '\u200b', '\u200b\u2060\u200c', '\u200d\ufeff', '\u00a0\u3000\t\n', '\u202e\u2066\u00ad', '\u0007\u0085', null, undefined]) {
      expect(isBlank(value)).toBe(true);
    }
  });

  it('finds any visible character, in any script', () => {
    for (const value of ['a', ' \u200bx ', 'محمد', '😀', '李']) expect(isBlank(value)).toBe(false);
  });
});

describe('filledText', () => {
  it('is empty for a blank answer or a cancelled prompt', () => {
    expect(filledText('\u200b \u2060')).toBe('');
    expect(filledText(null)).toBe('');
  });

  it('trims spaces and leading invisible characters, keeping the inside as typed', () => {
    expect(filledText('  Ana  ')).toBe('Ana');
    expect(filledText('\u200b\u200bAna\u200dSilva \t')).toBe('Ana\u200dSilva');
  });

  it('starts with a visible character, so a cut at any length keeps one', () => {
    expect(filledText(`${'\u200b'.repeat(300)}Ana`)).toBe('Ana');
  });

  it('keeps the tag characters that end a flag emoji', () => {
    const scotland = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(filledText(`Team ${scotland}`)).toBe(`Team ${scotland}`);
  });
});
