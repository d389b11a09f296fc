import { appFederation } from '../tooling/mf-app';

export default appFederation({
  name: 'shell',
  remotes: ['landing', 'industries', 'generator', 'guide'],
});
