import { appFederation } from '../tooling/mf-app';

export default appFederation({
  name: 'guide',
  exposes: {
    './guide-form-page': './src/exposes/guide-form-page.tsx',
    './guide-result-page': './src/exposes/guide-result-page.tsx',
  },
});
