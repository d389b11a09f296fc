import { federationConfig } from '../tooling/mf-app';

export default federationConfig({
  name: 'industries',
  exposes: { './industry-page': './src/exposes/industry-page.tsx' },
  remotes: ['generator'],
});
