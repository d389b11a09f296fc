/**
 * Reads a request body of at most `maxBytes`, whatever its Content-Length says: a declared
 * length over the limit is refused before a byte is read, a body that runs over it (chunked, or
 * lying about its length) is refused as soon as it does. Either way nothing reaches the upstream.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<{ body: Buffer } | { tooLarge: true } | { aborted: true }>}
 */
export function readBody(req, maxBytes) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve) => {
    /** @type {Uint8Array[]} */
    const chunks = [];
    let received = 0;
    const onData = (/** @type {Uint8Array} */ chunk) => {
      received += chunk.length;
      if (received > maxBytes) {
        req.off('data', onData);
        resolve({ tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ body: Buffer.concat(chunks, received) }));
    req.once('aborted', () => resolve({ aborted: true }));
    req.once('error', () => resolve({ aborted: true }));
  });
}
