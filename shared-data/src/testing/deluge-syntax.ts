// A small Deluge lexer used by the tests to prove generated scripts stay valid with hostile input.

export interface DelugeScan {
  /** The decoded value of every string literal, in order. */
  strings: string[];
  /** Why the script is not well formed, if it is not. */
  problems: string[];
}

const closing: Record<string, string> = { ')': '(', '}': '{', ']': '[' };
const escapes: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\' };

/** Reads string literals and `//` comments and checks that strings close and brackets balance. */
export function scanDeluge(script: string): DelugeScan {
  const strings: string[] = [];
  const problems: string[] = [];
  const stack: string[] = [];
  let index = 0;
  while (index < script.length) {
    const char = script.charAt(index);
    if (char === '/' && script.charAt(index + 1) === '/') {
      const end = script.indexOf('\n', index);
      index = end === -1 ? script.length : end;
      continue;
    }
    if (char === '"') {
      let value = '';
      index += 1;
      let closed = false;
      while (index < script.length) {
        const inner = script.charAt(index);
        if (inner === '\n' || inner === '\r') {
          problems.push(`line break inside a string at ${index}`);
          break;
        }
        if (inner === '\\') {
          const escaped = escapes[script.charAt(index + 1)];
          if (escaped === undefined) problems.push(`unknown escape at ${index}`);
          value += escaped ?? '';
          index += 2;
          continue;
        }
        if (inner === '"') {
          closed = true;
          index += 1;
          break;
        }
        value += inner;
        index += 1;
      }
      if (!closed) problems.push('unterminated string');
      strings.push(value);
      continue;
    }
    if (char === '(' || char === '{' || char === '[') stack.push(char);
    const opener = closing[char];
    if (opener !== undefined && stack.pop() !== opener) problems.push(`unbalanced ${char} at ${index}`);
    index += 1;
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join('')}`);
  return { strings, problems };
}
