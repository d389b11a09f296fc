import { Route, Routes } from 'react-router-dom';
import IndustryGenerator from './exposes/industry-generator';
import ScriptPage from './exposes/script-page';
import StandaloneGenerator from './exposes/standalone-generator';

/** The generator remote on its own (port 3003): both widgets and the script page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/generate-bot-script/:industry/:companySlug" element={<ScriptPage />} />
      <Route path="/industry/:industryKey" element={<IndustryGenerator />} />
      <Route path="*" element={<StandaloneGenerator />} />
    </Routes>
  );
}
