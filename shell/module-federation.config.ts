import { federationConfig } from '../tooling/mf-app';

export default federationConfig({
  name: 'shell',
  remotes: ['landing', 'industries', 'generator', 'guide'],
});
