import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { errorOf, insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// Interaction rows sent by a device whose clock is wrong, through the anon key as a browser sends
// them, read back with the service role.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const dayMs = 86_400_000;
const timeFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

async function storedTime(id: string): Promise<number> {
  const response = await request(stack.url, `/rest/v1/user_interactions?id=eq.${id}&select=timestamp`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  const [row] = response.body as Array<{ timestamp: string }>;
  return Date.parse(row?.timestamp ?? '');
}

describe('user_interactions from a device whose clock runs ahead', () => {
  it('keeps a row stamped days ahead, with the time it arrived, and rows in time as sent', async () => {
    const ahead = { ...sampleRow('user_interactions'), timestamp: timeFromNow(3 * dayMs) };
    const inTime = sampleRow('user_interactions');
    const withinTheDay = { ...sampleRow('user_interactions'), timestamp: timeFromNow(dayMs / 2) };
    const sent = Date.now();
    const response = await insertRows(stack.url, stack.anonKey, 'user_interactions', [ahead, inTime, withinTheDay]);
    expect(response.status).toBe(201);

    const arrived = await storedTime(ahead.id);
    expect(arrived).toBeGreaterThan(sent - 60_000);
    expect(arrived).toBeLessThan(Date.now() + 60_000);
    expect(await storedTime(inTime.id)).toBe(Date.parse(inTime.timestamp ?? ''));
    expect(await storedTime(withinTheDay.id)).toBe(Date.parse(withinTheDay.timestamp));
  });

  it('still refuses a time no clock is that wrong about', async () => {
    const response = await insertRows(stack.url, stack.anonKey, 'user_interactions', [{ ...sampleRow('user_interactions'), timestamp: timeFromNow(400 * dayMs) }]);
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('23514');
  });
});
