import { mountStandalone } from '@salesiq/ui/standalone/standalone-root';
import { StandaloneRoutes } from './standalone-routes';

mountStandalone(<StandaloneRoutes />);
