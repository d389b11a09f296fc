import { mountStandalone } from '@salesiq/routing/standalone-root';
import { StandaloneRoutes, standaloneMeta, standalonePaths } from './routes';

mountStandalone(<StandaloneRoutes />, { metaFor: standaloneMeta, paths: standalonePaths });
