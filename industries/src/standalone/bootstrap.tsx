import { mountStandalone } from '@salesiq/federation/standalone-root';
import { StandaloneRoutes } from './routes';

mountStandalone(<StandaloneRoutes />);
