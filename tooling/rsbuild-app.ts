import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { type AppName, ports, supabaseUrl } from './ports.mjs';

interface AppOptions {
  name: AppName;
  federation: moduleFederationPlugin.ModuleFederationPluginOptions;
  title: string;
  /** Browser-visible constants baked in at build time (keys become `process.env.KEY`). */
  define?: Record<string, string>;
}

/** The Rsbuild config every app uses: React, Module Federation, CSS Modules with an app prefix. */
const remoteApps = ['landing', 'industries', 'generator', 'guide'] as const;

/**
 * `MONOLITH=1` (the benchmark's cost-of-federation baseline): the shell builds without Module
 * Federation and imports the remotes' exposed modules straight from their sources.
 */
const monolith = Boolean(process.env.MONOLITH);

export function createAppConfig({ name, federation, title, define = {} }: AppOptions): RsbuildConfig {
  const isRemote = name !== 'shell';
  return defineConfig({
    plugins: monolith ? [pluginReact()] : [pluginReact(), pluginModuleFederation(federation)],
    resolve: monolith
      ? { alias: Object.fromEntries(remoteApps.map((remote) => [remote, new URL(`../${remote}/src/exposes`, import.meta.url).pathname])) }
      : {},
    source: {
      entry: { index: './src/index.ts' },
      define: {
        'process.env.MONOLITH': JSON.stringify(monolith ? 'true' : ''),
        'process.env.PUBLIC_SUPABASE_URL': JSON.stringify(supabaseUrl()),
        'process.env.PUBLIC_SUPABASE_ANON_KEY': JSON.stringify(process.env.PUBLIC_SUPABASE_ANON_KEY ?? ''),
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
      distPath: { root: process.env.MONOLITH ? `dist-monolith` : 'dist' },
      assetPrefix: isRemote ? 'auto' : '/',
      cssModules: { localIdentName: `${name}_[local]_[hash:base64:5]` },
      filenameHash: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
