import { mountStandalone } from '@salesiq/routing/standalone-root';
import { preload } from '../exposes/home-page';
import { StandaloneRoutes, standaloneMeta, standalonePaths } from './routes';

mountStandalone(<StandaloneRoutes />, { metaFor: standaloneMeta, paths: standalonePaths, firstPageReady: preload() });
