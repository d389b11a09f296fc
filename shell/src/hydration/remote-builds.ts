import { fetchManifest } from '@salesiq/federation/runtime/remote-manifests';
import { manifestUrl, runtimeRemoteOrigin } from '@salesiq/federation/runtime/remote-origins';
import type { ServerRender } from './server-render';

/** Where each remote is deployed: the run-time override (`remotes.json`), else the build's. */
function remoteOrigin(remote: string): string | undefined {
  const builtIn = JSON.parse(process.env.REMOTE_ORIGINS ?? '{}') as Record<string, string>;
  return runtimeRemoteOrigin(remote) ?? builtIn[remote];
}

async function deployedBuild(remote: string): Promise<string | undefined> {
  const origin = remoteOrigin(remote);
  if (!origin) return undefined;
  const response = await fetchManifest(manifestUrl(origin));
  const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const build = manifest.metaData?.buildInfo?.buildVersion;
  return typeof build === 'string' ? build : undefined;
}

/**
 * True when a remote the page was rendered with has been redeployed since (its manifest names
 * another build): its server HTML no longer matches its code. A remote that cannot be reached
 * counts as unchanged; its own fallback explains.
 */
export async function remotesChangedSince({ remotes }: Pick<ServerRender, 'remotes'>): Promise<boolean> {
  const changes = await Promise.all(
    Object.entries(remotes).map(([remote, renderedBuild]) =>
      deployedBuild(remote).then(
        (build) => build !== undefined && build !== renderedBuild,
        () => false,
      ),
    ),
  );
  return changes.includes(true);
}
