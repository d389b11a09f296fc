/** Request headers supabase-js and the outbox send to the REST API. */
const allowedHeaders = [
  'apikey',
  'authorization',
  'content-type',
  'prefer',
  'x-client-info',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'accept',
].join(', ');

/**
 * The site runs on localhost ports (shell, remotes, e2e servers), under any PORT_OFFSET.
 * @param {string} origin
 */
function isLocalOrigin(origin) {
  try {
    const { protocol, hostname } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost'))
    );
  } catch {
    return false;
  }
}

/**
 * CORS response headers for a request from `origin` (none for other origins: the browser blocks).
 * @param {string | undefined} origin
 * @returns {Record<string, string>}
 */
export function corsHeaders(origin) {
  if (origin === undefined || !isLocalOrigin(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': allowedHeaders,
    // Retry-After, so the outbox can wait as long as a 429 asks.
    'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Location, Preference-Applied, Retry-After',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}
