import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { fileURLToPath } from 'node:url';
import { sharedSingletons } from './mf-shared';
import { type RemoteName, localOrigin } from './ports.mjs';

const envNames: Record<RemoteName, string> = {
  landing: 'PUBLIC_REMOTE_LANDING',
  industries: 'PUBLIC_REMOTE_INDUSTRIES',
  generator: 'PUBLIC_REMOTE_GENERATOR',
  guide: 'PUBLIC_REMOTE_GUIDE',
};

/** Where a remote is deployed, from build-time env; the shell's `remotes.json` can override it at run time. */
export function remoteOrigin(remote: RemoteName): string {
  return process.env[envNames[remote]] ?? localOrigin(remote);
}

/** Where the composed site is deployed, from build-time env: a remote standalone sends visitors there for the pages it does not have. */
export function siteOrigin(): string {
  return process.env.PUBLIC_SITE_ORIGIN ?? localOrigin('shell');
}

const runtimePlugin = fileURLToPath(new URL('../federation/src/runtime/site-runtime-plugin.ts', import.meta.url));
const serverRuntimePlugin = fileURLToPath(new URL('../federation/src/runtime/server-runtime-plugin.ts', import.meta.url));

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  remotes?: readonly RemoteName[];
}

/** The Module Federation options every app shares: manifest remotes, singletons, loaded-first, no dts. */
function federationConfig({ name, exposes, remotes = [] }: FederationOptions) {
  return createModuleFederationConfig({
    name,
    exposes,
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote, `${remote}@${remoteOrigin(remote)}/mf-manifest.json`]),
    ),
    shared: sharedSingletons,
    shareStrategy: 'loaded-first',
    runtimePlugins: [runtimePlugin],
    dts: false,
    experiments: { optimization: { target: 'web' } },
  });
}

/**
 * The same app for Node (its server build): the same exposes and singletons, remotes loaded from
 * their server builds on disk (federation/src/runtime/server-runtime-plugin.ts), so the shell renders each
 * page with the code of the remote that serves it. No manifest: nothing fetches it.
 */
function serverFederationConfig({ name, exposes, remotes = [] }: FederationOptions) {
  return createModuleFederationConfig({
    name,
    exposes,
    // The address only names the remote: the server runtime plugin loads it from disk.
    remotes: Object.fromEntries(remotes.map((remote) => [remote, `${remote}@${remoteOrigin(remote)}/remoteEntry.js`])),
    shared: sharedSingletons,
    shareStrategy: 'loaded-first',
    filename: 'remoteEntry.js',
    runtimePlugins: [runtimePlugin, serverRuntimePlugin],
    manifest: false,
    dts: false,
    experiments: { optimization: { target: 'node' } },
  });
}

/** An app's federation, for its browser build and for its server build. */
export function appFederation(options: FederationOptions) {
  return { browser: federationConfig(options), server: serverFederationConfig(options) };
}

export type AppFederation = ReturnType<typeof appFederation>;
