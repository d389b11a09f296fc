import { setRuntimeRemoteOrigins } from '@salesiq/federation/runtime/remote-origins';

/** Reads `/remotes.json` ({ "landing": "https://…" }) into the origins the federation runtime plugin uses. */
export async function loadRemoteOrigins(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return;
    const origins: unknown = await response.json();
    if (origins && typeof origins === 'object') {
      setRuntimeRemoteOrigins(Object.fromEntries(Object.entries(origins).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
    }
  } catch {
    // No override: the origins baked in at build time apply.
  }
}
