import { BrowserRouter, Route, Routes } from 'react-router-dom';
import HomePage from './exposes/home-page';

/** The landing remote on its own (port 3001): its one route, with its own router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<HomePage />} />
      </Routes>
    </BrowserRouter>
  );
}
