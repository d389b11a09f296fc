import { appFederation } from '../tooling/mf-app';

export default appFederation({
  name: 'generator',
  exposes: {
    './script-page': './src/exposes/script-page.tsx',
    './industry-generator': './src/exposes/industry-generator.tsx',
    './standalone-generator': './src/exposes/standalone-generator.tsx',
  },
});
