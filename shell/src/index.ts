import { loadRemoteOrigins } from './remote-origins';

// Remote origins may be overridden at run time (`remotes.json` beside index.html), so a remote
// moved to a new origin needs no shell rebuild. Both downloads run side by side.
void Promise.all([process.env.MONOLITH ? undefined : loadRemoteOrigins(), import('./bootstrap')]).then(([, { mount }]) => {
  const root = document.getElementById('root');
  if (root) mount(root);
});
