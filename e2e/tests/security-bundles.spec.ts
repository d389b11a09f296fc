import { expect, test } from '../support/test';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anonKey, jwtSecret, serviceRoleKey } from 'supabase/scripts/keys.mjs';

// Runs after the build (the test command builds before Playwright): no file any browser can
// download may hold the service-role key, any part of it, or the JWT secret.

const repo = fileURLToPath(new URL('../..', import.meta.url));
const apps = ['shell', 'landing', 'industries', 'generator', 'guide'];

async function filesUnder(folder: string): Promise<string[]> {
  const names = await readdir(folder, { recursive: true });
  const files = await Promise.all(
    names.map(async (name) => ((await stat(path.join(folder, name))).isFile() ? [path.join(folder, name)] : [])),
  );
  return files.flat();
}

async function builtFiles(): Promise<{ file: string; text: string }[]> {
  const files = (await Promise.all(apps.map((app) => filesUnder(path.join(repo, app, 'dist'))))).flat();
  return Promise.all(files.map(async (file) => ({ file: path.relative(repo, file), text: await readFile(file, 'latin1') })));
}

/** The secret values, the local demo ones and whatever the environment configures. */
function secrets(): { name: string; value: string }[] {
  const keys = [serviceRoleKey, process.env.SUPABASE_SERVICE_ROLE_KEY].filter((key): key is string => Boolean(key));
  const [header, payload, signature] = serviceRoleKey.split('.');
  return [
    ...keys.map((value) => ({ name: 'service-role JWT', value })),
    { name: 'service-role JWT payload', value: payload ?? '' },
    { name: 'service-role JWT signature', value: signature ?? '' },
    { name: 'service-role claims, decoded', value: Buffer.from(payload ?? '', 'base64url').toString('utf8') },
    { name: 'JWT secret', value: jwtSecret },
    { name: 'JWT secret, base64', value: Buffer.from(jwtSecret).toString('base64') },
    ...(process.env.SUPABASE_JWT_SECRET ? [{ name: 'configured JWT secret', value: process.env.SUPABASE_JWT_SECRET }] : []),
  ].filter((secret) => secret.value.length >= 16 && secret.value !== header);
}

test.describe('built browser bundles', () => {
  test('exist for every app', async () => {
    const files = await builtFiles();
    for (const app of apps) {
      expect(files.some(({ file }) => file.startsWith(`${app}/dist/`) && file.endsWith('.js')), `${app} has no built JS; run pnpm build`).toBe(true);
    }
  });

  test('hold neither the service-role key (whole or in part) nor the JWT secret', async () => {
    const files = await builtFiles();
    const leaks = files.flatMap(({ file, text }) =>
      secrets().filter(({ value }) => text.includes(value)).map(({ name }) => `${name} in ${file}`),
    );
    expect(leaks).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });

  test('do hold the public anon key, so the scan reads the right files', async () => {
    const files = await builtFiles();
    const configured = process.env.PUBLIC_SUPABASE_ANON_KEY ?? anonKey;
    const carriers = files.filter(({ text }) => text.includes(configured)).map(({ file }) => file.split('/')[0]);
    for (const app of apps) expect(carriers).toContain(app);
  });
});
