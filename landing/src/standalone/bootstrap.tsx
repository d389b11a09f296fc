import { mountStandalone } from '@salesiq/federation/standalone-root';
import { preload } from '../exposes/home-page';
import { StandaloneRoutes } from './routes';

mountStandalone(<StandaloneRoutes />, preload());
