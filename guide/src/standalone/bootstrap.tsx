import { mountStandalone } from '@salesiq/ui/standalone/standalone-root';
import { StandaloneRoutes } from './routes';

mountStandalone(<StandaloneRoutes />);
