import { federationConfig } from '../tooling/mf-app';

export default federationConfig({
  name: 'guide',
  exposes: {
    './guide-form-page': './src/exposes/guide-form-page.tsx',
    './guide-result-page': './src/exposes/guide-result-page.tsx',
  },
});
