import { federationConfig } from '../tooling/mf-app';

export default federationConfig({
  name: 'landing',
  exposes: { './home-page': './src/exposes/home-page.tsx' },
  remotes: ['generator'],
});
