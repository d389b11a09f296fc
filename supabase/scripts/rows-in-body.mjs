/**
 * How many rows a JSON request body holds: the length of a top-level array, 1 for an object,
 * undefined when it is not JSON (PostgREST then answers with its own error).
 * @param {Buffer} body
 * @returns {number | undefined}
 */
export function rowsInBody(body) {
  try {
    const parsed = /** @type {unknown} */ (JSON.parse(body.toString('utf8')));
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return undefined;
  }
}
