import { isPrerendered, releaseStaticPage } from './prerendered/static-page';
import { loadRemoteOrigins } from './remote-origins';

const root = document.getElementById('root');

// Remote origins may be overridden at run time (`remotes.json` beside index.html), so a remote
// moved to a new origin needs no shell rebuild. Both downloads run side by side.
void Promise.all([process.env.MONOLITH ? undefined : loadRemoteOrigins(), import('./bootstrap')]).then(
  ([, { mount }]) => {
    if (root) mount(root);
  },
  () => {
    if (root && isPrerendered(root)) releaseStaticPage(root);
  },
);
