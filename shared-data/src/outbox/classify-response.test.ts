import { describe, expect, it } from '@rstest/core';
import { classifyResponse, type SendResult, type Verdict } from './classify-response';

/** The responses of each verdict. */
const responsesBy: Record<Verdict, SendResult[]> = {
  stored: [{ status: 201 }, { status: 204 }],
  duplicate: [{ status: 409, code: '23505' }],
  retry: [
    { status: 0 }, { status: 500, code: 'XX000' }, { status: 503 }, { status: 429 }, { status: 408 },
    { status: 400, code: 'PGRST204' }, { status: 400, code: '42703' }, { status: 400 },
  ],
  denied: [
    { status: 401, code: '42501' }, { status: 401 }, { status: 403, code: '42501' }, { status: 403 },
    { status: 404, code: '42P01' }, { status: 404, code: 'PGRST205' }, { status: 400, code: '42501' },
  ],
  invalid: [
    { status: 400, code: '23514' }, { status: 400, code: '22P02' }, { status: 400, code: '23502' }, { status: 409, code: '23503' },
    { status: 413, code: 'PGRST102' }, { status: 413 },
  ],
};

describe('classifyResponse', () => {
  it.each(Object.entries(responsesBy).flatMap(([verdict, responses]) => responses.map((response) => [response, verdict] as const)))('%j is %s', (result, verdict) => {
    expect(classifyResponse(result)).toBe(verdict);
  });
});
