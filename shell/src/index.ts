import { captureAttribution, isAttributionCaptured } from '@salesiq/shared-data/visit/attribution';
import { yieldToMain } from '@salesiq/federation/runtime/yield-to-main';
import { preloadPage } from './app/page-loaders';
import { keepEarlyInput } from './hydration/early-input';
import { takeEarlyPresses } from './hydration/early-presses.mjs';
import { readServerRender } from './hydration/server-render';
import { loadRemoteOrigins } from './remote-origins';
import { remotesChangedSince } from './hydration/remote-builds';

const root = document.getElementById('root');
const serverRender = readServerRender(document);
// Clicks and typing on the server's markup before its code has hydrated are kept and acted on
// once it has (React would drop them), those made before this script ran included; on a result
// page's frame too. A page the browser renders afresh replaces the markup they were made on: they
// are let go (the holder kept a mail link pressed meanwhile from starting a navigation, which
// stops the page's scripts loading).
const earlyPresses = takeEarlyPresses(window);
if (root && serverRender) keepEarlyInput(root, earlyPresses);

// The federation runtime has just started up in this task: everything else starts from tasks of
// its own, in this order, so no start-up task blocks the page for long.
// Remote origins may be overridden at run time (`remotes.json` beside index.html), so a remote
// moved to a new origin needs no shell rebuild. Once they are known, the route's page module is
// fetched alongside the app's own code rather than once the app has rendered.
const origins = yieldToMain().then(loadRemoteOrigins);
void origins.then(() => preloadPage(location.pathname));
// react-dom starts up as the app's chunk arrives, the app's own modules a task later: together
// they made one task of 20-30 ms unthrottled here.
const app = yieldToMain()
  .then(() => import(/* webpackChunkName: "app" */ './app-chunk'))
  .then(async ({ startApp }) => {
    await yieldToMain();
    return startApp();
  });
// Recording the visit needs no remote: it starts as soon as the app's code is in.
void app.then(({ startTracker }) => startTracker(), () => undefined);
// Where the visit came from: the address it arrived at is read now, before anything can change
// it; recording it (storage reads and writes) comes before the app's code can have arrived. Each
// storage area is first used in a task of its own: a page's first use of one waits on the
// browser for several milliseconds, too long to add to another step.
const arrival = { href: location.href, referrer: document.referrer };
void yieldToMain().then(async () => {
  if (isAttributionCaptured()) return;
  await yieldToMain();
  captureAttribution(arrival.href, arrival.referrer);
});

// A page rendered with remotes that have since been redeployed is rendered afresh, not hydrated.
const hydrate = origins.then(() => (serverRender ? remotesChangedSince(serverRender).then((changed) => !changed) : false));

void Promise.all([hydrate, app]).then(([shouldHydrate, { mount }]) => {
  if (!root) return;
  mount(root, shouldHydrate && serverRender ? { serverRoute: serverRender.route, frameOnly: serverRender.frameOnly } : { serverRoute: null });
});
