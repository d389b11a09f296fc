import { expect, it } from '@rstest/core';
import { safeFileName } from './download-text-file';

it('replaces what file systems refuse, and trims dots and spaces at the ends', () => {
  expect(safeFileName(' Acme: <Best> "Co"?.txt. ')).toBe('Acme- -Best- -Co--.txt');
});

it('replaces direction overrides, so the name shown is the name the browser saves', () => {
  expect(safeFileName('SalesIQ-General-Templates-Ana-\u202Etxt.exe.txt')).toBe('SalesIQ-General-Templates-Ana--txt.exe.txt');
  expect(safeFileName('a\u200f\u2066b.txt')).toBe('a--b.txt');
});

it('falls back to a plain name when nothing is left', () => {
  expect(safeFileName(' .. ')).toBe('download.txt');
});
