/** `Retry-After` in seconds or as an HTTP date, as milliseconds from `now`; undefined when absent. */
export function retryAfterHeaderMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  const waitMs = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(waitMs) && waitMs > 0 ? waitMs : undefined;
}

/**
 * The wait a 429 of the database's rate limit carries in its body: PostgREST's `details` holds
 * `{"retry_after_seconds": N}`. Hosted Supabase does not expose `Retry-After` to pages on other
 * origins, so a browser reads `null` for the header and only the body tells it.
 */
export function retryAfterBodyMs(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { details } = body as Record<string, unknown>;
  if (typeof details !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(details);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const seconds = (parsed as Record<string, unknown>).retry_after_seconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
  } catch {
    return undefined;
  }
}
