import { expect, it } from '@rstest/core';
import { oneLine } from './one-line';

it('puts visitor text on one line', () => {
  expect(oneLine('  Acme\n\tHealth\r\n Co\u2028Ltd\u0000 ')).toBe('Acme Health Co Ltd');
});
