// Serves the built shell and each remote from its own origin, as separately deployed static builds.
import { join } from 'node:path';
import { headScript } from '../shell/src/hydration/head-script.mjs';
import { appBuildFolder } from '../tooling/build-folders.mjs';
import { localOrigin, ports, remoteNames, supabaseUrl } from '../tooling/ports.mjs';
import { securityHeaders } from './security-headers.mjs';
import { shellFallbacks, shellInternalFiles } from './shell-pages.mjs';
import { serveStatic } from './static-server.mjs';

/** Origins the shell tells the federation runtime to use (its run-time override). */
function remoteOrigins() {
  return Object.fromEntries(remoteNames.map((name) => [name, localOrigin(name)]));
}

/**
 * @param {import('../tooling/ports.mjs').AppName} app
 * @param {string} [self] the origin it is served from
 */
function headersFor(app, self = localOrigin(app)) {
  const remotes = remoteNames.filter((name) => name !== app).map((name) => localOrigin(name));
  // The shell's rendered pages hold presses before its entry has run with a script inline.
  const inlineScripts = app === 'shell' ? [headScript] : [];
  return securityHeaders({ self, remotes, dataApi: supabaseUrl(), inlineScripts });
}

/**
 * The shell's static server: its pages, their fallbacks, `remotes.json` and its headers.
 * @param {{ root: string, port: number }} options
 */
export function serveShell({ root, port }) {
  return serveStatic({
    root,
    port,
    headers: headersFor('shell', `http://localhost:${port}`),
    fallbacks: shellFallbacks,
    internalFiles: shellInternalFiles,
    virtualFiles: { '/remotes.json': JSON.stringify(remoteOrigins(), null, 2) },
  });
}

/**
 * @param {{ distFolder?: string, buildRoot?: string }} [options] `buildRoot`: where the builds are
 *   (tooling/build-folders.mjs; default: BUILD_ROOT, or each app's own folder)
 */
export async function serveSite({ distFolder = 'dist', buildRoot = process.env.BUILD_ROOT } = {}) {
  const remotes = await Promise.all(
    remoteNames.map((name) =>
      serveStatic({ root: join(appBuildFolder(name, buildRoot), distFolder), port: ports[name], cors: true, headers: headersFor(name) }),
    ),
  );
  const shell = await serveShell({ root: join(appBuildFolder('shell', buildRoot), distFolder), port: ports.shell });
  const servers = [shell, ...remotes];
  return {
    urls: { shell: shell.url, ...Object.fromEntries(remoteNames.map((name, index) => [name, remotes[index]?.url])) },
    close: () => Promise.all(servers.map((server) => server.close())).then(() => undefined),
  };
}
