import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { request } from './rest';
import { sampleRow } from './sample-rows';
import { loadGateway, startTestStack, type TestStack } from './stack-harness';

let stack: TestStack;
let maxBodyBytes: number;

beforeAll(async () => {
  stack = await startTestStack();
  maxBodyBytes = (await loadGateway()).maxBodyBytes;
});

afterAll(async () => {
  await stack?.stop();
});

/** Four UTF-8 bytes per character: the most bytes a column's character limit lets through. */
const widest = (characters: number) => '😀'.repeat(characters);

/** A tracking row with every text column at its limit and a full 16 KB interaction_data. */
function largestTrackingRow() {
  return {
    ...sampleRow('user_interactions'),
    session_id: `session_${'a'.repeat(120)}`,
    user_id: widest(128),
    page_url: widest(2048),
    page_title: widest(500),
    element_type: widest(64),
    element_id: widest(200),
    element_text: widest(500),
    // jsonb text `{"note": "…"}`: 12 bytes around the characters.
    interaction_data: { note: widest((16_384 - 12) / 4) },
    user_agent: widest(1024),
    referrer: widest(2048),
    browser: widest(64),
    os: widest(64),
  };
}

function post(table: string, body: string) {
  return request(stack.url, `/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body,
  });
}

async function storedCount(table: string, ids: string[]): Promise<number> {
  const response = await request(stack.url, `/rest/v1/${table}?select=id&id=in.(${ids.join(',')})`, {
    headers: { apikey: stack.serviceRoleKey },
  });
  return (response.body as unknown[]).length;
}

describe('request size at the gateway', () => {
  it('lets the largest request the tables accept through: 20 tracking rows, every column full', async () => {
    const rows = Array.from({ length: 20 }, largestTrackingRow);
    const body = JSON.stringify(rows);
    const bytes = Buffer.byteLength(body);
    console.log(`largest accepted request: ${bytes} bytes (limit ${maxBodyBytes})`);
    expect(bytes).toBeLessThanOrEqual(maxBodyBytes);
    expect((await post('user_interactions', body)).status).toBe(201);
    expect(await storedCount('user_interactions', rows.map((row) => row.id))).toBe(20);
  });

  it('refuses a 2 MB batch with 413 before it reaches the database', async () => {
    const rows = Array.from({ length: 6_000 }, () => sampleRow('user_interactions'));
    const body = JSON.stringify(rows);
    expect(Buffer.byteLength(body)).toBeGreaterThan(2_000_000);
    const response = await post('user_interactions', body);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ message: 'Request size limit exceeded' });
    expect(await storedCount('user_interactions', rows.slice(0, 50).map((row) => row.id))).toBe(0);
  });

  it('refuses a batch under the size limit but over 20 rows before it reaches the database', async () => {
    const rows = Array.from({ length: 2_000 }, () => sampleRow('user_interactions'));
    const body = JSON.stringify(rows);
    expect(Buffer.byteLength(body)).toBeLessThan(maxBodyBytes);
    const response = await post('user_interactions', body);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Too many rows in one request', hint: 'At most 20 rows per request.' });
    expect(await storedCount('user_interactions', rows.slice(0, 50).map((row) => row.id))).toBe(0);
  });
});
