// Where each app's builds go (`dist/`, `dist-server/`, and the benchmark's `dist-monolith*`): the
// app's own folder, or `<BUILD_ROOT>/<app>/` when BUILD_ROOT is set (relative to the repository),
// so a second build such as the benchmark's never replaces the one a running site serves.
// Read by the Rsbuild config, the render step and the static servers.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {string} app a workspace folder: `shell` or a remote
 * @param {string | undefined} [buildRoot] defaults to the BUILD_ROOT environment variable
 * @returns {string} the absolute folder holding the app's build folders
 */
export function appBuildFolder(app, buildRoot = process.env.BUILD_ROOT) {
  return buildRoot ? resolve(repo, buildRoot, app) : join(repo, app);
}
