import { mountStandalone } from '@salesiq/federation/standalone-root';
import { StandaloneRoutes, standaloneMeta } from './routes';

mountStandalone(<StandaloneRoutes />, { metaFor: standaloneMeta });
