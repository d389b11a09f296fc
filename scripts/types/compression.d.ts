// The part of `compression` (1.x, plain JavaScript) the static server uses: a Connect middleware
// over Node's own request and response. @types/compression types it for Express requests only.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
