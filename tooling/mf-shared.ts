import type { moduleFederationPlugin } from '@module-federation/sdk';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

const singleton = (requiredVersion: string): moduleFederationPlugin.SharedConfig => ({
  singleton: true,
  requiredVersion,
});

/**
 * Every app shares exactly these, as singletons. Prefix entries (trailing slash) share deep
 * imports such as `react-dom/client` or `@salesiq/shared-data/operations/create-lead`.
 * react-router is deliberately absent: apps reach it only through the shared `@salesiq/ui/router`,
 * so one routing context holds everywhere and only the parts the site uses are bundled.
 */
export const sharedSingletons: Shared = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  jotai: singleton('^2.20.3'),
  'jotai/': singleton('^2.20.3'),
  '@salesiq/shared-data/': singleton('^0.1.0'),
  '@salesiq/tracking/': singleton('^0.1.0'),
  '@salesiq/ui/': singleton('^0.1.0'),
};
