type ManifestCache = Map<string, Promise<Response>>;

const cacheKey = Symbol.for('salesiq.remote-manifests');

/**
 * One cache for the page, wherever this module is bundled: the shell and each remote's container
 * carry their own copy of the runtime plugin, and a remote of a remote (the generator in an
 * industry page) is asked for by the container's copy.
 */
const shared = globalThis as { [cacheKey]?: ManifestCache };
const manifests: ManifestCache = (shared[cacheKey] ??= new Map<string, Promise<Response>>());

/**
 * Fetches a remote's `mf-manifest.json` once per page, for whoever asks first: the shell, which
 * reads the remote's build from it before hydrating, and the federation runtime, which reads its
 * entry from it. A failed fetch is forgotten, so a retry fetches it again.
 */
export function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  let response = manifests.get(url);
  if (!response) {
    response = fetch(url, init);
    manifests.set(url, response);
    response.then(
      (answer) => {
        if (!answer.ok) manifests.delete(url);
      },
      () => manifests.delete(url),
    );
  }
  return response.then((answer) => answer.clone());
}

export const isManifestUrl = (url: string) => url.endsWith('/mf-manifest.json');
