import { appFederation } from '../tooling/mf-app';

export default appFederation({
  name: 'industries',
  exposes: { './industry-page': './src/exposes/industry-page.tsx' },
  remotes: ['generator'],
});
