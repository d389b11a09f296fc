import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';

/** The part of a remote's manifest these tests change. */
type Manifest = { metaData: { buildInfo: { buildVersion: string } } };

// A remote deploys on its own (docs/deploying.md): it publishes its browser
// and server builds, then the shell's pages are rendered again from the deployed builds. Until
// they are, a page rendered with the old build is rendered afresh in the browser.

const repo = fileURLToPath(new URL('../..', import.meta.url));

function copyBuilds(app: string, into: string) {
  for (const folder of ['dist', 'dist-server']) cpSync(join(repo, app, folder), join(into, folder), { recursive: true });
  return into;
}

/** A "redeployed" landing: its server build says something new, its manifest names a new build. */
function redeployLanding(folder: string) {
  const server = join(folder, 'dist-server');
  const chunk = readdirSync(server).find((file) => readFileSync(join(server, file), 'utf8').includes('turn chats into customers'));
  if (!chunk) throw new Error('the hero copy is not in the landing server build');
  const file = join(server, chunk);
  writeFileSync(file, readFileSync(file, 'utf8').replace('turn chats into customers', 'turn chats into loyal customers'));
  const manifestFile = join(folder, 'dist/mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  manifest.metaData.buildInfo.buildVersion = 'redeployed';
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

test('a redeployed remote re-renders the shell pages from its deployed builds, without rebuilding the shell', () => {
  const work = mkdtempSync(join(tmpdir(), 'remote-deploy-'));
  try {
    const shell = copyBuilds('shell', join(work, 'shell'));
    const landing = copyBuilds('landing', join(work, 'landing'));
    redeployLanding(landing);
    writeFileSync(join(work, 'builds.json'), JSON.stringify({ landing }));

    execFileSync(process.execPath, ['scripts/render-pages.mjs', '--shell', shell, '--remote-builds', join(work, 'builds.json')], { cwd: repo });

    const home = readFileSync(join(shell, 'dist/index.html'), 'utf8');
    expect(home).toContain('turn chats into loyal customers');
    expect(home).toContain('"landing":"redeployed"');
    const healthcare = readFileSync(join(shell, 'dist/healthcare/index.html'), 'utf8');
    expect(healthcare).toContain('Healthcare AI Patient Assistant');
    // The checkout's own pages are untouched.
    expect(readFileSync(join(repo, 'shell/dist/index.html'), 'utf8')).not.toContain('loyal customers');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('until then, a page rendered with an older remote build is rendered afresh, with no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${localOrigin('landing')}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Manifest;
    manifest.metaData.buildInfo.buildVersion = 'redeployed';
    await route.fulfill({ response, json: manifest });
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });

  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'AI Chatbot Templates that turn chats into customers' });
  await expect(heading).toBeVisible();
  // Rendered by the browser: the page's heading is a new node, and the page works.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading?.isConnected))
    .toBe(false);
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Get AI Finance Bot' }).click();
  await expect(page.getByRole('form', { name: 'Template kit download' }).getByLabel('Industry', { exact: true })).toHaveValue('finance');
  expect(errors).toEqual([]);
});
