const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openers = new Set([0x5b, 0x7b]); // [ {
const closers = new Set([0x5d, 0x7d]); // ] }
const whitespace = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Whether a JSON request body is an array of more than `limit` rows. It scans the bytes instead
 * of parsing them and stops at the first separator past the limit, so a megabyte of junk rows
 * costs a few kilobytes of scanning (JSON.parse of it kept the gateway's only thread busy). A
 * body that is not an array holds one row; one that is not valid JSON is left to PostgREST.
 * @param {Buffer} body
 * @param {number} limit
 */
export function hasMoreRowsThan(body, limit) {
  let index = 0;
  while (index < body.length && whitespace.has(body[index] ?? 0)) index += 1;
  if (body[index] !== 0x5b) return limit < 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let separators = 0;
  for (; index < body.length; index += 1) {
    const byte = body[index] ?? 0;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === backslash) escaped = true;
      else if (byte === quote) inString = false;
    } else if (byte === quote) {
      inString = true;
    } else if (openers.has(byte)) {
      depth += 1;
    } else if (closers.has(byte)) {
      depth -= 1;
      if (depth === 0) return false;
    } else if (byte === comma && depth === 1) {
      separators += 1;
      if (separators >= limit) return true;
    }
  }
  return false;
}
