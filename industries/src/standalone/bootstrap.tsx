import { mountStandalone } from '@salesiq/routing/standalone-root';
import { isIndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { preload } from '../exposes/industry-page';
import { StandaloneRoutes, standaloneMeta, standalonePaths } from './routes';

const requested = location.pathname.slice(1);
mountStandalone(<StandaloneRoutes />, {
  metaFor: standaloneMeta,
  paths: standalonePaths,
  firstPageReady: preload({ industryKey: isIndustryKey(requested) ? requested : 'healthcare' }),
});
