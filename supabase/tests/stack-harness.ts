import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type LocalStackModule = typeof import('../scripts/local-stack.mjs');
type SchemaModule = typeof import('../scripts/apply-schema.mjs');
type KeysModule = typeof import('../scripts/keys.mjs');
type StackConfigModule = typeof import('../scripts/stack-config.mjs');

/** Tests run beside a manually started stack (PORT_OFFSET=100): they use ports of their own. */
const testPortOffset = process.env.SUPABASE_TEST_PORT_OFFSET ?? '950';

/**
 * Loads a script with Node itself rather than through the test bundler, so it runs exactly as
 * `pnpm --filter supabase start` runs it (its own paths, its own node_modules).
 */
function loadScript<T>(name: string): Promise<T> {
  const testsDir = path.dirname(fileURLToPath(import.meta.url));
  const url = pathToFileURL(path.join(testsDir, '..', 'scripts', name)).href;
  return import(/* webpackIgnore: true */ url) as Promise<T>;
}

export interface TestStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  /** Where PostgREST listens (a second gateway in front of it can be started by a test). */
  postgrestPort: number;
  /** The pid of the running PostgREST (read from its pid file, rewritten on every restart). */
  postgrestPid: () => Promise<number>;
  /** Stops and starts the stack over the same data; returns what the new start logged. */
  restart: () => Promise<string[]>;
  reset: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startTestStack(
  options: { trustForwardedFor?: boolean; refusalsPerMinute?: number } = {},
): Promise<TestStack> {
  process.env.PORT_OFFSET = testPortOffset;
  delete process.env.DATABASE_URL;
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'salesiq-supabase-test-'));
  // mkdtemp makes it private; as root, PostgreSQL runs as the `postgres` user and must enter it.
  await chmod(dataRoot, 0o755);
  const { startLocalStack } = await loadScript<LocalStackModule>('local-stack.mjs');
  const { resetDatabase } = await loadScript<SchemaModule>('apply-schema.mjs');
  const { stackConfig } = await loadScript<StackConfigModule>('stack-config.mjs');
  let stack = await startLocalStack({ dataRoot, ...options }).catch(async (error: unknown) => {
    await rm(dataRoot, { recursive: true, force: true });
    throw error;
  });
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    databaseUrl: stack.databaseUrl,
    postgrestPort: stackConfig({ dataRoot }).postgrestPort,
    postgrestPid: async () => Number((await readFile(stackConfig({ dataRoot }).postgrestPidFile, 'utf8')).trim()),
    restart: async () => {
      await stack.stop();
      const lines: string[] = [];
      stack = await startLocalStack({ dataRoot, ...options, log: (line) => lines.push(line) });
      return lines;
    },
    reset: async () => {
      await resetDatabase(stack.databaseUrl);
    },
    stop: async () => {
      await stack.stop();
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}

export function loadKeys(): Promise<KeysModule> {
  return loadScript<KeysModule>('keys.mjs');
}

type GatewayModule = typeof import('../scripts/gateway.mjs');

export function loadGateway(): Promise<GatewayModule> {
  return loadScript<GatewayModule>('gateway.mjs');
}
