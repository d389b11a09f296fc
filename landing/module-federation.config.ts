import { appFederation } from '../tooling/mf-app';

export default appFederation({
  name: 'landing',
  exposes: { './home-page': './src/exposes/home-page.tsx' },
  remotes: ['generator'],
});
