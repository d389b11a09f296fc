import { mountStandalone } from '@salesiq/federation/standalone-root';
import { StandaloneRoutes, standaloneMeta, standalonePaths } from './routes';

mountStandalone(<StandaloneRoutes />, { metaFor: standaloneMeta, paths: standalonePaths });
