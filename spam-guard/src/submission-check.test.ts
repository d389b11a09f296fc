import { describe, expect, it } from '@rstest/core';
import { checkSubmission, defaultMinFillMs } from './submission-check';

describe('checkSubmission', () => {
  const shownAt = 10_000;
  const scripted = { honeypotValue: '', shownAt, humanInput: false };

  it('passes an empty honeypot after the minimum fill time', () => {
    expect(checkSubmission({ ...scripted, submittedAt: shownAt + defaultMinFillMs })).toEqual({ botLike: false });
    expect(checkSubmission({ ...scripted, submittedAt: shownAt + 60_000 })).toEqual({ botLike: false });
  });

  it('flags a filled honeypot, whatever the timing or input', () => {
    expect(checkSubmission({ ...scripted, honeypotValue: 'https://spam.example', humanInput: true, submittedAt: shownAt + 60_000 })).toEqual({
      botLike: true,
      reason: 'honeypot',
    });
  });

  it('ignores a honeypot holding only whitespace', () => {
    expect(checkSubmission({ ...scripted, honeypotValue: '  ', submittedAt: shownAt + 5000 })).toEqual({ botLike: false });
  });

  it('flags a submission without real input faster than 1500 ms', () => {
    expect(defaultMinFillMs).toBe(1500);
    expect(checkSubmission({ ...scripted, submittedAt: shownAt + 1499 })).toEqual({ botLike: true, reason: 'too-fast' });
    expect(checkSubmission({ ...scripted, submittedAt: shownAt })).toEqual({ botLike: true, reason: 'too-fast' });
  });

  it('lets a fast submission through when the browser saw real input (autofill, quick typists)', () => {
    expect(checkSubmission({ ...scripted, humanInput: true, submittedAt: shownAt + 200 })).toEqual({ botLike: false });
  });

  it('takes another minimum when given', () => {
    expect(checkSubmission({ ...scripted, submittedAt: shownAt + 400, minFillMs: 300 })).toEqual({ botLike: false });
  });
});
