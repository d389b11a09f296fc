import { mergeRsbuildConfig } from '@rsbuild/core';
import { createAppConfig } from '../tooling/rsbuild-app';
import federation from './module-federation.config';

export default mergeRsbuildConfig(createAppConfig({ name: 'guide', federation, title: 'SalesIQ Bot Studio' }), {
  // The remote's assets are relative (assetPrefix "auto"); standalone deep links such as
  // /salesiq-guide/legal/acme must still load them from the site root.
  html: { tags: [{ tag: 'base', attrs: { href: '/' }, append: false }] },
});
