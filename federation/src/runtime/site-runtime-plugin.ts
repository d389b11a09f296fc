import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest, isManifestUrl } from './remote-manifests';
import { manifestUrl, runtimeRemoteOrigin } from './remote-origins';
import { retrySharedCode } from './shared-code-retry';

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
 * console when one cannot be loaded, and it fetches a shared module's code twice before giving up
 * on it.
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
    resolveShare: retrySharedCode,
    // Returning nothing lets the runtime forget the failed manifest and rethrow, so a later
    // Retry fetches it again (throwing here would cache the failure for the page's lifetime).
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] could not load "${id}" (${lifecycle})`, error);
      return undefined;
    },
  };
}
