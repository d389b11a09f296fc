import { mountStandalone } from '@salesiq/federation/standalone-root';
import { preload } from '../exposes/home-page';
import { StandaloneRoutes, standaloneMeta } from './routes';

mountStandalone(<StandaloneRoutes />, { metaFor: standaloneMeta, firstPageReady: preload() });
