// The benchmark's three variants served at once, so their runs can be interleaved: the federated
// site as the run command serves it, the monolithic shell and the script-free pages each on a port
// of its own (tooling/ports.mjs). Only the federated pages load the remotes; the script-free pages
// take their stylesheets and images from the same origins as the federated ones.
import { join } from 'node:path';
import { appBuildFolder } from '../tooling/build-folders.mjs';
import { ports } from '../tooling/ports.mjs';
import { writeScriptFreeSite } from './script-free-page.mjs';
import { startDataStack } from './serve.mjs';
import { serveShell, serveSite } from './serve-site.mjs';

/** @typedef {'federated' | 'monolithic' | 'scriptFree'} Variant */

/**
 * @param {{ buildRoot: string, scriptFreeRoutes: string[] }} options `scriptFreeRoutes`: the
 *   rendered routes to strip of their scripts
 * @returns {Promise<{ origins: Record<Variant, string>, stop(): Promise<void> }>}
 */
export async function serveVariants({ buildRoot, scriptFreeRoutes }) {
  const shellBuild = appBuildFolder('shell', buildRoot);
  const scriptFreeRoot = join(shellBuild, 'dist-script-free');
  await writeScriptFreeSite({ from: join(shellBuild, 'dist'), to: scriptFreeRoot, routes: scriptFreeRoutes });
  const stack = await startDataStack();
  const federated = await serveSite({ buildRoot });
  const monolithic = await serveShell({ root: join(shellBuild, 'dist-monolith'), port: ports.monolithShell });
  const scriptFree = await serveShell({ root: scriptFreeRoot, port: ports.scriptFreeShell });
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all([federated.close(), monolithic.close(), scriptFree.close()]);
      await stack?.stop();
    })());
  return { origins: { federated: federated.urls.shell, monolithic: monolithic.url, scriptFree: scriptFree.url }, stop };
}
