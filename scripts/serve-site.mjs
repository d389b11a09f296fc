// Serves the built shell and each remote from its own origin, as separately deployed static builds.
import { fileURLToPath } from 'node:url';
import { localOrigin, ports, remoteNames, supabaseUrl } from '../tooling/ports.mjs';
import { securityHeaders } from './security-headers.mjs';
import { serveStatic, shellFallbacks } from './static-server.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Origins the shell tells the federation runtime to use (its run-time override). */
export function remoteOrigins() {
  return Object.fromEntries(remoteNames.map((name) => [name, localOrigin(name)]));
}

/** @param {import('../tooling/ports.mjs').AppName} app */
function headersFor(app) {
  const remotes = remoteNames.filter((name) => name !== app).map((name) => localOrigin(name));
  return securityHeaders({ self: localOrigin(app), remotes, dataApi: supabaseUrl() });
}

/** @param {{ distFolder?: string }} [options] */
export async function serveSite({ distFolder = 'dist' } = {}) {
  const remotes = await Promise.all(
    remoteNames.map((name) =>
      serveStatic({ root: `${repo}${name}/${distFolder}`, port: ports[name], cors: true, headers: headersFor(name) }),
    ),
  );
  const shell = await serveStatic({
    root: `${repo}shell/${distFolder}`,
    port: ports.shell,
    headers: headersFor('shell'),
    fallbacks: shellFallbacks,
    virtualFiles: { '/remotes.json': JSON.stringify(remoteOrigins(), null, 2) },
  });
  const servers = [shell, ...remotes];
  return {
    urls: { shell: shell.url, ...Object.fromEntries(remoteNames.map((name, index) => [name, remotes[index]?.url])) },
    close: () => Promise.all(servers.map((server) => server.close())).then(() => undefined),
  };
}
