import { describe, expect, it } from '@rstest/core';
import { oneLine } from './one-line';

describe('oneLine', () => {
  it('turns line breaks, control characters and bidi overrides into single spaces', () => {
    expect(oneLine('Eve\r\nBcc: x@example.com')).toBe('Eve Bcc: x@example.com');
    expect(oneLine('a\u0000b\u001b[2Jc\u202ed\u2028e')).toBe('a b [2Jc d e');
  });

  it('cuts at the limit with an ellipsis, counting characters, not code units', () => {
    expect(oneLine('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(oneLine('short', 5)).toBe('short');
  });
});
