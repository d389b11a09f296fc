import { remoteOrigin } from '../tooling/mf-app';
import { createAppConfig } from '../tooling/rsbuild-app';
import { remoteNames } from '../tooling/ports.mjs';
import federation from './module-federation.config';

export default createAppConfig({
  name: 'shell',
  federation,
  title: 'SalesIQ Bot Studio',
  // The origins the build declares its remotes at, for the shell's check of their builds.
  define: { REMOTE_ORIGINS: JSON.stringify(Object.fromEntries(remoteNames.map((remote) => [remote, remoteOrigin(remote)]))) },
});
