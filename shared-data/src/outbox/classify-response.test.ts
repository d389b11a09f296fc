import { describe, expect, it } from '@rstest/core';
import { classifyResponse } from './classify-response';

describe('classifyResponse', () => {
  it.each([
    [{ status: 201 }, 'stored'],
    [{ status: 204 }, 'stored'],
    [{ status: 409, code: '23505' }, 'duplicate'],
    [{ status: 0 }, 'retry'],
    [{ status: 500, code: 'XX000' }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 429 }, 'retry'],
    [{ status: 408 }, 'retry'],
    [{ status: 401, code: '42501' }, 'denied'],
    [{ status: 401 }, 'denied'],
    [{ status: 403, code: '42501' }, 'denied'],
    [{ status: 403 }, 'denied'],
    [{ status: 404, code: '42P01' }, 'denied'],
    [{ status: 404, code: 'PGRST205' }, 'denied'],
    [{ status: 400, code: '42501' }, 'denied'],
    [{ status: 400, code: 'PGRST204' }, 'retry'],
    [{ status: 400, code: '42703' }, 'retry'],
    [{ status: 400 }, 'retry'],
    [{ status: 400, code: '23514' }, 'invalid'],
    [{ status: 400, code: '22P02' }, 'invalid'],
    [{ status: 400, code: '23502' }, 'invalid'],
    [{ status: 409, code: '23503' }, 'invalid'],
    [{ status: 413, code: 'PGRST102' }, 'invalid'],
    [{ status: 413 }, 'invalid'],
  ] as const)('%j is %s', (result, verdict) => {
    expect(classifyResponse(result)).toBe(verdict);
  });
});
