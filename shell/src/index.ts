import { isPrerendered, releaseStaticPage } from './prerendered/static-page';
import { loadRemoteOrigins } from './remote-origins';

const root = document.getElementById('root');

const app = import('./bootstrap');
// Recording the visit needs no remote: it starts as soon as the app's code is in, without
// waiting for the remote origins below.
void app.then(({ startTracker }) => startTracker(), () => undefined);

// Remote origins may be overridden at run time (`remotes.json` beside index.html), so a remote
// moved to a new origin needs no shell rebuild. Both downloads run side by side.
void Promise.all([process.env.MONOLITH ? undefined : loadRemoteOrigins(), app]).then(
  ([, { mount }]) => {
    if (root) mount(root);
  },
  () => {
    if (root && isPrerendered(root)) releaseStaticPage(root);
  },
);
