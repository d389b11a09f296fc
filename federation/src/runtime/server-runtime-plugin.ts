import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRequire } from 'node:module';
import { join } from 'node:path';

declare global {
  /**
   * Where each remote's server build lives on disk, keyed by remote name (set by
   * scripts/render-pages.mjs before it loads the shell's server build).
   */
  var __SALESIQ_SERVER_REMOTES__: Record<string, string> | undefined;
  /** The exposed modules (`landing/home-page`) the page being rendered used, when the render step asks. */
  var __SALESIQ_SERVER_MODULES__: Set<string> | undefined;
}

/** The file name of every app's server container (the federation default). */
const serverEntryFile = 'remoteEntry.js';

/**
 * Runs inside every app's server build (Node): loads a remote's server container from the folder
 * the render step names, so a build-time render needs no server running (the container then loads
 * its own chunks from beside it), and tells the render step which exposed modules a page used, so
 * the page can link their stylesheets and preload their scripts.
 */
export default function serverRemoteRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'salesiq-server-remotes',
    loadEntry({ remoteInfo }) {
      const folder = globalThis.__SALESIQ_SERVER_REMOTES__?.[remoteInfo.name];
      if (!folder) throw new Error(`No server build given for the remote "${remoteInfo.name}"`);
      const entry = join(folder, serverEntryFile);
      return createRequire(entry)(entry) as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
    },
    onLoad({ id }) {
      globalThis.__SALESIQ_SERVER_MODULES__?.add(id);
    },
  };
}
