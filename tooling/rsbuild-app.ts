import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { type ConfigParams, defineConfig, type EnvironmentConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { appBuildFolder } from './build-folders.mjs';
import { type AppFederation, siteOrigin } from './mf-app';
import { type AppName, ports, remoteNames } from './ports.mjs';
import { supabaseBuildSettings } from './supabase-build-settings';

interface AppOptions {
  name: AppName;
  federation: AppFederation;
  title: string;
  /** Browser-visible constants baked in at build time (keys become `process.env.KEY`). */
  define?: Record<string, string>;
}

/**
 * `MONOLITH=1` (the benchmark's cost-of-federation baseline): the shell builds without Module
 * Federation and bundles the remotes' exposed modules from their sources: `loadRemote` resolves to
 * shell/monolith-runtime.ts. A build configuration only; the apps' code has no branch for it.
 */
const monolith = Boolean(process.env.MONOLITH);

/**
 * A production build of a remote runs twice (its package's `build` script): `rsbuild build` makes
 * the standalone app, a pure host with no exposes, and `rsbuild build --env-mode container` adds
 * the container (manifest + remote entry) into the same folder. Only a pure host may provide its
 * federation runtime to the containers it loads, which then carry none of their own (about 19 KB
 * gzip less per remote on a page). The shell is always a pure host; dev servers keep one build.
 */
type BuildPart = 'host' | 'standalone' | 'container' | 'dev';

function buildPart(isRemote: boolean, { command, envMode }: ConfigParams): BuildPart {
  if (command === 'dev') return 'dev';
  if (!isRemote) return 'host';
  return envMode === 'container' ? 'container' : 'standalone';
}

type FederationOptions = moduleFederationPlugin.ModuleFederationPluginOptions;

/**
 * Shared modules grouped into a few chunks instead of one per module: each script a page
 * appends costs a task of its own. The shell provides React with its router (react-router and
 * `@salesiq/routing`, its one door to it: alone, that small module made two chunks of its own) and
 * the workspace singletons (every page uses them), grouped with the workspace widgets it renders itself;
 * react-dom has a chunk of its own, because a chunk's compile and the start-up of the modules it
 * brings run in one task (with the router in it, one of 25-35 ms on this machine unthrottled). jotai
 * is a singleton the shell does not use: the remotes that use it provide it, in one chunk instead
 * of seven. A remote keeps one chunk per module for the singletons the shell provides: grouping
 * those would only bundle them twice.
 */
const sharedChunks: Record<BuildPart, Record<string, RegExp>> = {
  host: {
    'lib-react-dom': /node_modules[\\/](react-dom|scheduler)[\\/]/,
    'lib-react': /node_modules[\\/](react|react-router)[\\/]|[\\/]routing[\\/]src[\\/]/,
    'shared-workspace': /[\\/](shared-data|tracking|ui)[\\/]src[\\/]/,
  },
  standalone: { 'lib-jotai': /node_modules[\\/]jotai[\\/]/ },
  container: { 'lib-jotai': /node_modules[\\/]jotai[\\/]/ },
  dev: {},
};

/** Named chunks of the modules each pattern matches, made of what async chunks load only. */
function asyncGroups(groups: Record<string, RegExp>) {
  return Object.fromEntries(
    Object.entries(groups).map(([name, test]) => [name, { test, name, chunks: 'async' as const, enforce: true }]),
  );
}

/**
 * The federation plugin links its runtime packages in as CommonJS (it resolves them with
 * `require`), which keeps all of each: the Node loaders, the logger, every helper of the SDK; a
 * container got a CommonJS copy of the runtime beside its ES one. Each of those files has its ES
 * module build beside it (`dist/x.cjs`, `dist/x.js`), so a production browser build takes that
 * instead and leaves out what it does not use: the shell's entry 129 -> 105 KB minified (36.2 ->
 * 31.2 KB gzip), a remote entry 0.6 KB gzip less. The server builds keep CommonJS, as Node loads
 * them; so does the dev server, where size does not matter.
 */
const federationRuntimeCommonJs = /@module-federation[\\/](runtime-core|runtime-tools|runtime|sdk|webpack-bundler-runtime)[\\/]dist[\\/][^\\/]+\.cjs$/;

const federationRuntimeAsEsModules: EnvironmentConfig = {
  tools: {
    rspack: (config, { rspack }) => {
      config.plugins ??= [];
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(federationRuntimeCommonJs, (resolveData) => {
          const { createData } = resolveData;
          if (createData?.resource) createData.resource = createData.resource.replace(/\.cjs$/, '.js');
        }),
      );
    },
  },
};

/**
 * How long the bundler waits for a chunk's script before giving it up (its default is 120 s).
 * It waits on `setTimeout`, which a test's fake clock moves: Playwright's own pattern, installing
 * the clock and then jumping it hours ahead right after `goto`, gave up every chunk still on its
 * way and left the page without its code (3 runs in 10). A script that fails to load still
 * reports it at once (its error event, which the remote loader retries); only a request that
 * hangs without an answer now waits a day instead of two minutes.
 */
const chunkLoadTimeoutMs = 24 * 60 * 60 * 1000;

const chunkLoadPatience: EnvironmentConfig = {
  tools: {
    rspack: (config) => {
      config.output = { ...config.output, chunkLoadTimeout: chunkLoadTimeoutMs };
    },
  },
};

function federationFor(part: BuildPart, { exposes, experiments, ...federation }: FederationOptions): FederationOptions {
  switch (part) {
    case 'host':
      return { ...federation, exposes, experiments: { ...experiments, provideExternalRuntime: true } };
    case 'standalone':
      return { ...federation, manifest: false, experiments: { ...experiments, provideExternalRuntime: true } };
    case 'container':
      return { ...federation, exposes, experiments: { ...experiments, externalRuntime: true } };
    case 'dev':
      return { ...federation, exposes, experiments };
  }
}

const browserDistFolder = monolith ? 'dist-monolith' : 'dist';
/** Where an app's server build goes: beside its browser build, never served to browsers. */
const serverDistFolder = monolith ? 'dist-monolith-server' : 'dist-server';

/**
 * The parts that render on the server build for Node too: the shell's page renderer
 * (`src/server.ts`, used by scripts/render-pages.mjs) and each remote's container.
 */
const hasServerBuild = (part: BuildPart) => part === 'host' || part === 'container';

function serverEnvironment(name: AppName, part: BuildPart): EnvironmentConfig {
  return {
    source: { entry: part === 'host' ? { index: './src/server.ts' } : {} },
    output: {
      target: 'node',
      // CommonJS, as the federation's Node runtime loads it (the monolith has no such runtime).
      module: false,
      distPath: { root: join(appBuildFolder(name), serverDistFolder) },
      cleanDistPath: true,
      assetPrefix: 'auto',
      filenameHash: false,
      minify: false,
    },
  };
}

/**
 * One id for the browser and server builds an app makes together: the browser's `mf-manifest.json`
 * names it (`buildVersion`) and the server build's `build.json` too, so a page rendered with one
 * build can tell when the browser loads another (shell/src/hydration/remote-builds.ts).
 */
const buildId = (process.env.MF_BUILD_VERSION ??= randomBytes(6).toString('hex'));

/**
 * Beside the server build: a CommonJS `package.json` (the workspace packages are ES modules, the
 * server output is CommonJS) and the build id.
 */
const serverOutputFiles: RsbuildPlugin = {
  name: 'salesiq-server-output-files',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['node'] }, ({ compilation, sources }) => {
      compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      compilation.emitAsset('build.json', new sources.RawSource(`${JSON.stringify({ build: buildId })}\n`));
    });
  },
};

function federationPlugins(part: BuildPart, federation: AppFederation) {
  const browser = pluginModuleFederation(federationFor(part, federation.browser), { environment: 'web' });
  if (!hasServerBuild(part)) return [browser];
  return [browser, pluginModuleFederation(federation.server, { target: 'node', environment: 'node' }), serverOutputFiles];
}

/** The Rsbuild config every app uses: React, Module Federation, CSS Modules with an app prefix. */
export function createAppConfig({ name, federation, title, define = {} }: AppOptions) {
  const isRemote = name !== 'shell';
  return defineConfig((params): RsbuildConfig => {
    const part = buildPart(isRemote, params);
    const supabase = supabaseBuildSettings({ devServer: part === 'dev' });
    return {
      environments: {
        web: part === 'dev' ? {} : mergeRsbuildConfig(chunkLoadPatience, monolith ? {} : federationRuntimeAsEsModules),
        ...(hasServerBuild(part) ? { node: serverEnvironment(name, part) } : {}),
      },
      plugins: monolith ? [pluginReact(), serverOutputFiles] : [pluginReact(), ...federationPlugins(part, federation)],
      resolve: monolith
        ? {
            alias: {
              ...Object.fromEntries(remoteNames.map((remote) => [remote, new URL(`../${remote}/src/exposes`, import.meta.url).pathname])),
              '@module-federation/enhanced/runtime$': new URL('../shell/monolith-runtime.ts', import.meta.url).pathname,
            },
          }
        : undefined,
      source: {
        entry: { index: './src/index.ts' },
        define: {
          'process.env.PUBLIC_SUPABASE_URL': JSON.stringify(supabase.url),
          'process.env.PUBLIC_SUPABASE_ANON_KEY': JSON.stringify(supabase.anonKey),
          ...(isRemote ? { 'process.env.SITE_ORIGIN': JSON.stringify(siteOrigin()) } : {}),
          ...Object.fromEntries(Object.entries(define).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
        },
      },
      server: {
        port: ports[name],
        strictPort: true,
        historyApiFallback: true,
        cors: isRemote ? { origin: '*' } : undefined,
      },
      dev: isRemote ? { assetPrefix: `http://localhost:${ports[name]}/` } : {},
      html: {
        title,
        meta: { viewport: 'width=device-width, initial-scale=1' },
        template: '../tooling/index.html',
        favicon: '../tooling/favicon.svg',
        // Remotes use assetPrefix 'auto' (chunk URLs relative to the remote entry), so their own
        // index.html loads `static/js/...` relative to the page: a base of `/` keeps deep standalone
        // routes such as /salesiq-guide/healthcare/acme working.
        tags: isRemote ? [{ tag: 'base', attrs: { href: '/' }, append: false, head: true }] : [],
      },
      output: {
        distPath: { root: join(appBuildFolder(name), browserDistFolder) },
        cleanDistPath: part !== 'container',
        assetPrefix: isRemote ? 'auto' : '/',
        cssModules: { localIdentName: `${name}_[local]_[hash:base64:5]` },
        filenameHash: true,
      },
      performance: {
        chunkSplit: {
          strategy: 'split-by-experience',
          // The entry stays small (the federation runtime, the early-input keeper, an import of
          // the app): the page's HTML carries everything else, and the app loads in chunks. The
          // groups split async chunks only: a module the entry imports stays in the entry
          // instead of pulling its whole group into the page's first scripts.
          override: { chunks: 'async', cacheGroups: monolith ? {} : asyncGroups(sharedChunks[part]) },
        },
      },
      // The container pass builds only what federation adds (manifest, remote entry, exposes).
      tools:
        part === 'container'
          ? {
              htmlPlugin: false,
              rspack: (config) => {
                config.entry = {};
              },
            }
          : {},
    };
  });
}
