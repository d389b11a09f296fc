import type { moduleFederationPlugin } from '@module-federation/sdk';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

/**
 * One copy of the module on the page, whichever app provides it first. No version range: the
 * runtime would only warn on a mismatch (singletons are never refused), and checking it parses
 * semver ranges for every shared module each app loads, about 30 ms of a phone's start-up. The
 * apps share one lockfile, and a remote built apart from the shell is told by its build id
 * (shell/src/hydration/remote-builds.ts).
 */
const singleton: moduleFederationPlugin.SharedConfig = { singleton: true, requiredVersion: false };

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
 * 177.7 KB gzip of JS in 29 scripts, against 165.8 KB in 8 when the change was made.
 */
export const sharedSingletons: Shared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  jotai: singleton,
  'jotai/': singleton,
  '@salesiq/shared-data/outbox/outbox': singleton,
  '@salesiq/shared-data/session/': singleton,
  '@salesiq/shared-data/visit/session-id': singleton,
  '@salesiq/tracking/': singleton,
  '@salesiq/routing': singleton,
  '@salesiq/ui/global.css': singleton,
};
