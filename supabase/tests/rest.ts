/** Small PostgREST-over-gateway calls, as a browser would make them. */
export interface RestResponse {
  status: number;
  body: unknown;
}

export interface PostgrestError {
  code?: string;
  message?: string;
}

async function read(response: Response): Promise<RestResponse> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

export function errorOf(response: RestResponse): PostgrestError {
  return (response.body ?? {});
}

export async function insertRows(baseUrl: string, apiKey: string, table: string, rows: unknown): Promise<RestResponse> {
  return read(
    await fetch(`${baseUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: apiKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    }),
  );
}

export async function request(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RestResponse> {
  return read(await fetch(`${baseUrl}${path}`, init));
}
