declare global {
  /**
   * Remote origins chosen at run time (the shell's `remotes.json`), keyed by remote name: a global,
   * as the shell and each remote's container carry their own copy of the runtime plugin.
   */
  var __SALESIQ_REMOTES__: Record<string, string> | undefined;
}

/** Where `remote` is deployed, if the page chose it at run time. */
export function runtimeRemoteOrigin(remote: string): string | undefined {
  return globalThis.__SALESIQ_REMOTES__?.[remote];
}

export function setRuntimeRemoteOrigins(origins: Record<string, string>): void {
  globalThis.__SALESIQ_REMOTES__ = origins;
}

/** The address of the remote's `mf-manifest.json` at `origin` (with or without a trailing slash). */
export function manifestUrl(origin: string): string {
  return `${origin.replace(/\/$/, '')}/mf-manifest.json`;
}
