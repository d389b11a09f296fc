import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { applySchema } from './apply-schema.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { startGateway } from './gateway.mjs';
import { anonKey, serviceRoleKey } from './keys.mjs';
import { assertPortFree } from './port-check.mjs';
import { startPostgrest } from './postgrest.mjs';
import { stackConfig } from './stack-config.mjs';

/**
 * @typedef {object} LocalStack
 * @property {string} url the API URL (`PUBLIC_SUPABASE_URL`); REST lives under `/rest/v1`
 * @property {string} anonKey
 * @property {string} serviceRoleKey
 * @property {string} databaseUrl
 * @property {() => Promise<void>} stop ends the gateway, PostgREST and the embedded PostgreSQL
 */

/**
 * @typedef {object} StartOptions
 * @property {(message: string) => void} [log] progress and problems (silent by default)
 * @property {string} [dataRoot] folder for the embedded cluster instead of `supabase/.data`
 * @property {boolean} [trustForwardedFor] keep a client-sent X-Forwarded-For (load tests that play
 *   many visitors from loopback); by default the gateway sets it from the socket address
 * @property {number} [refusalsPerMinute] the gateway's own 413s per address and minute before it
 *   answers 429 (default 30; the hostile-input tests send far more on purpose)
 */

/**
 * Starts the local stand-in for hosted Supabase: PostgreSQL (embedded, or `DATABASE_URL`),
 * the schema (role bootstrap, pending migrations, seed), PostgREST and the gateway, on the ports
 * of `tooling/ports.mjs`. Whatever started is stopped again when a later step fails.
 * @param {StartOptions} [options]
 * @returns {Promise<LocalStack>}
 */
export async function startLocalStack({ log = () => {}, dataRoot, trustForwardedFor = false, refusalsPerMinute } = {}) {
  const startedAt = performance.now();
  const config = stackConfig(dataRoot === undefined ? {} : { dataRoot });
  await assertPortFree(config.gatewayPort, 'API gateway');
  await mkdir(path.dirname(config.postgrestPidFile), { recursive: true });

  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((/** @type {unknown} */ error) => log(`While stopping: ${String(error)}`));
    }
  };
  /** A dying parent takes PostgREST along (process `exit` handlers run synchronously). */
  let killPostgrestNow = () => {};
  const onExit = () => killPostgrestNow();

  try {
    if (config.embedded) {
      const database = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.postgresPort, log });
      stops.push(database.stop);
    }
    const { applied, seeded } = await applySchema(config.databaseUrl);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}${seeded ? ' (and the seed)' : ''}`);

    const postgrest = await startPostgrest({
      port: config.postgrestPort,
      dbUri: config.postgrestDbUri,
      preRequestFromEnv: !config.embedded,
      pidFile: config.postgrestPidFile,
      log,
    });
    stops.push(postgrest.stop);
    killPostgrestNow = postgrest.killNow;
    process.once('exit', onExit);

    const gateway = await startGateway({
      port: config.gatewayPort,
      upstreamPort: config.postgrestPort,
      apiKeys: [anonKey, serviceRoleKey],
      serviceKey: serviceRoleKey,
      trustForwardedFor,
      ...(refusalsPerMinute === undefined ? {} : { refusalsPerMinute }),
    });
    stops.push(gateway.close);
  } catch (error) {
    await stopAll();
    process.off('exit', onExit);
    throw error;
  }

  log(`Local Supabase stack ready in ${Math.round(performance.now() - startedAt)} ms`);
  return {
    url: config.apiUrl,
    anonKey,
    serviceRoleKey,
    databaseUrl: config.databaseUrl,
    stop: async () => {
      await stopAll();
      process.off('exit', onExit);
    },
  };
}
