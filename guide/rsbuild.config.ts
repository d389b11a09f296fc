import { createAppConfig } from '../tooling/rsbuild-app';
import federation from './module-federation.config';

export default createAppConfig({ name: 'guide', federation, title: 'SalesIQ Bot Studio' });
