import { appFederation } from '../tooling/mf-app';
import { remoteNames } from '../tooling/ports.mjs';

export default appFederation({
  name: 'shell',
  remotes: remoteNames,
});
