import type { moduleFederationPlugin } from '@module-federation/sdk';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

const singleton = (requiredVersion: string): moduleFederationPlugin.SharedConfig => ({
  singleton: true,
  requiredVersion,
});

/**
 * Every app shares exactly these, as singletons: the modules that hold the page's state, so the
 * page has one of each. React with its roots; the router (one routing context, reached only
 * through `@salesiq/routing`, so only the parts the site uses are bundled); jotai and the
 * session atoms; the durable outbox; the tracker and the visit's session id; and the global stylesheet,
 * applied once. Prefix entries (trailing slash) share deep imports such as `react-dom/client`.
 *
 * The rest of the workspace packages (widgets, copy, text builders, insert operations) holds no
 * state, so each app bundles what it uses. Sharing those too cost every page a version
 * negotiation and a script per module for nothing kept in common: a first visit to `/` loaded
 * 177.7 KB gzip of JS in 29 scripts, against 165.8 KB in 8 now.
 */
export const sharedSingletons: Shared = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  jotai: singleton('^2.20.3'),
  'jotai/': singleton('^2.20.3'),
  '@salesiq/shared-data/outbox/outbox': singleton('^0.1.0'),
  '@salesiq/shared-data/session/': singleton('^0.1.0'),
  '@salesiq/shared-data/visit/session-id': singleton('^0.1.0'),
  '@salesiq/tracking/': singleton('^0.1.0'),
  '@salesiq/routing': singleton('^0.1.0'),
  '@salesiq/ui/global.css': singleton('^0.1.0'),
};
