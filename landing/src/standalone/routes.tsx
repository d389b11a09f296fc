import { Route, Routes } from '@salesiq/routing';
import HomePage from '../exposes/home-page';

/** The landing remote on its own (port 3001): its one route (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
