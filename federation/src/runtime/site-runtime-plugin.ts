import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest, isManifestUrl } from './remote-manifests';
import { manifestUrl, runtimeRemoteOrigin } from './remote-origins';
import { retrySharedCode } from './shared-code-retry';
import { yieldToMain } from './yield-to-main';

/** True for a stylesheet the page's combined stylesheet already holds: it names it `<style data-href>`. */
function isIncludedStylesheet(url: string): boolean {
  if (typeof document === 'undefined') return false;
  const address = new URL(url, document.baseURI).href;
  return [...document.querySelectorAll('style[data-href]')].some(
    (style) => new URL(style.getAttribute('data-href') ?? '', document.baseURI).href === address,
  );
}

/**
 * Runs inside every app's federation runtime, in the browser and in the server build (where it
 * finds no document). It points remotes at the origins the shell read from `remotes.json`, so a
 * remote can move without rebuilding the apps that use it, it names the failing remote in the
 * console when one cannot be loaded, it fetches a shared module's code twice before giving up on
 * it, and it splits the work of loading into tasks of their own (each shared module; a remote's
 * entry, its start and its exposed module): a chunk that consumes twenty shared modules, or a
 * remote started and asked for its module in one go, would otherwise resolve, version-check and
 * fetch everything in one long task that blocks the page.
 */
export default function siteRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'salesiq-remote-runtime',
    beforeRequest(args) {
      for (const remote of args.options.remotes) {
        const origin = runtimeRemoteOrigin(remote.name);
        if (origin && 'entry' in remote) remote.entry = manifestUrl(origin);
      }
      return args;
    },
    // A server-rendered page carries its modules' styles already (scripts/page-html.mjs).
    beforePreloadRemote({ preloadOps }) {
      for (const preload of preloadOps) preload.filter = (url) => !isIncludedStylesheet(url);
    },
    // The shell may have fetched the manifest already (it compares builds before hydrating).
    fetch(url, init) {
      return isManifestUrl(url) ? fetchManifest(url, init) : undefined;
    },
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    // The runtime awaits this AsyncHook (its emit is async), though its type says `void`.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    async beforeGetExpose() {
      await yieldToMain();
    },
    resolveShare: retrySharedCode,
    // Returning nothing lets the runtime forget the failed manifest and rethrow, so a later
    // Retry fetches it again (throwing here would cache the failure for the page's lifetime).
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] could not load "${id}" (${lifecycle})`, error);
      return undefined;
    },
  };
}
