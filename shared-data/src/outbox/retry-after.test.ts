import { describe, expect, it } from '@rstest/core';
import { retryAfterBodyMs, retryAfterHeaderMs } from './retry-after';

describe('retryAfterHeaderMs', () => {
  it('reads seconds or an HTTP date, and nothing from an empty or unreadable header', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(retryAfterHeaderMs('30', now)).toBe(30_000);
    expect(retryAfterHeaderMs('Mon, 07 Dec 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterHeaderMs(null, now)).toBeUndefined();
    expect(retryAfterHeaderMs(' ', now)).toBeUndefined();
    expect(retryAfterHeaderMs('soon', now)).toBeUndefined();
  });
});

describe('retryAfterBodyMs', () => {
  it("reads retry_after_seconds from a PostgREST error's details", () => {
    expect(retryAfterBodyMs({ code: 'PT429', details: '{"retry_after_seconds": 42}' })).toBe(42_000);
  });

  it('finds nothing in other bodies', () => {
    for (const body of [
      null,
      'text',
      {},
      { details: null },
      { details: 'Failing row contains (…)' },
      { details: '{"retry_after_seconds": "42"}' },
      { details: '{"retry_after_seconds": -1}' },
      { details: '[42]' },
    ]) {
      expect(retryAfterBodyMs(body)).toBeUndefined();
    }
  });
});
