import { describe, expect, it } from '@rstest/core';
import { checkSubmission, MIN_FILL_MS } from './submission-check';

describe('checkSubmission', () => {
  const shownAt = 10_000;

  it('passes an empty honeypot after the minimum fill time', () => {
    expect(checkSubmission({ honeypotValue: '', shownAt, submittedAt: shownAt + MIN_FILL_MS })).toEqual({ botLike: false });
    expect(checkSubmission({ honeypotValue: '', shownAt, submittedAt: shownAt + 60_000 })).toEqual({ botLike: false });
  });

  it('flags a filled honeypot, whatever the timing', () => {
    expect(checkSubmission({ honeypotValue: 'https://spam.example', shownAt, submittedAt: shownAt + 60_000 })).toEqual({
      botLike: true,
      reason: 'honeypot',
    });
  });

  it('ignores a honeypot holding only whitespace', () => {
    expect(checkSubmission({ honeypotValue: '  ', shownAt, submittedAt: shownAt + 5000 })).toEqual({ botLike: false });
  });

  it('flags a submission faster than 1500 ms', () => {
    expect(MIN_FILL_MS).toBe(1500);
    expect(checkSubmission({ honeypotValue: '', shownAt, submittedAt: shownAt + 1499 })).toEqual({ botLike: true, reason: 'too-fast' });
    expect(checkSubmission({ honeypotValue: '', shownAt, submittedAt: shownAt })).toEqual({ botLike: true, reason: 'too-fast' });
  });

  it('takes another minimum when given', () => {
    expect(checkSubmission({ honeypotValue: '', shownAt, submittedAt: shownAt + 400, minFillMs: 300 })).toEqual({ botLike: false });
  });
});
