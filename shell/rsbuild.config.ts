import { remoteOrigin } from '../tooling/mf-app';
import { createAppConfig } from '../tooling/rsbuild-app';
import { remoteNames } from '../tooling/ports.mjs';
import federation from './module-federation.config';

export default createAppConfig({
  name: 'shell',
  federation,
  title: 'SalesIQ Bot Studio',
  // The origins the build declares its remotes at, for the shell's check of their builds.
  define: {
    REMOTE_ORIGINS: JSON.stringify(Object.fromEntries(remoteNames.map((remote) => [remote, remoteOrigin(remote)]))),
    // The footer's copyright year: the year the site is published, the same in the server's HTML
    // and in the browser whatever the visitor's clock reads (a year read from it at render time
    // would not match the HTML, and React would throw the server's page away).
    COPYRIGHT_YEAR: String(new Date().getFullYear()),
  },
});
