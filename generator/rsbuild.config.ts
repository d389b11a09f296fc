import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '../tooling/rsbuild-app';
import federation from './module-federation.config';

// Remotes use assetPrefix 'auto' (chunk URLs relative to the remote entry), which makes the
// standalone index.html load `static/js/...` relative to the page: a base of `/` keeps deep
// standalone routes such as /generate-bot-script/healthcare/acme working.
export default mergeRsbuildConfig(createAppConfig({ name: 'generator', federation, title: 'SalesIQ Bot Studio' }), {
  html: { tags: [{ tag: 'base', attrs: { href: '/' }, append: false, head: true }] },
});
