import { defineConfig } from '@rstest/core';

// Tests against the real local stack: plain Node, no DOM. supabase-js needs a native WebSocket,
// which Node 20 only has behind a flag.
export default defineConfig({
  testEnvironment: 'node',
  include: ['tests/**/*.test.ts'],
  // One file at a time: each starts its own PostgreSQL on the same test ports.
  pool: { maxWorkers: 1, execArgv: ['--experimental-websocket'] },
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
