import { yieldToMain } from '../../tooling/yield-to-main';
import { preloadPage } from './app/page-loaders';
import { isPrerendered, releaseStaticPage } from './prerendered/static-page';
import { loadRemoteOrigins } from './remote-origins';

const root = document.getElementById('root');

// The federation runtime has just started up in this task: the app's code and the remote
// origins are fetched from tasks of their own, so no start-up task blocks the page for long.
const app = yieldToMain().then(() => import('./bootstrap'));
// Recording the visit needs no remote: it starts as soon as the app's code is in, without
// waiting for the remote origins below.
void app.then(({ startTracker }) => startTracker(), () => undefined);

// Remote origins may be overridden at run time (`remotes.json` beside index.html), so a remote
// moved to a new origin needs no shell rebuild. Once they are known, the route's page module is
// fetched alongside the app's own code rather than after the app has rendered.
const origins = process.env.MONOLITH ? Promise.resolve() : yieldToMain().then(loadRemoteOrigins);
void origins.then(() => preloadPage(location.pathname));
void Promise.all([origins, app]).then(
  ([, { mount }]) => {
    if (root) mount(root);
  },
  () => {
    if (root && isPrerendered(root)) releaseStaticPage(root);
  },
);
