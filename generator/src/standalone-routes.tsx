import { findIndustry } from '@salesiq/shared-data/industries/catalogue';
import { Route, Routes, useParams } from 'react-router-dom';
import IndustryGenerator from './exposes/industry-generator';
import ScriptPage from './exposes/script-page';
import StandaloneGenerator from './exposes/standalone-generator';

/** `/industry/:industryKey`: the industry-page widget with the props an industry page would pass. */
function IndustryGeneratorRoute() {
  const { industryKey = 'healthcare' } = useParams();
  const displayName = findIndustry(industryKey)?.displayName ?? industryKey;
  return <IndustryGenerator key={industryKey} industryKey={industryKey} industryDisplayName={displayName} />;
}

/** The generator remote on its own (port 3003): both widgets and the script page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/generate-bot-script/:industry/:companySlug" element={<ScriptPage />} />
      <Route path="/industry/:industryKey" element={<IndustryGeneratorRoute />} />
      <Route path="*" element={<StandaloneGenerator />} />
    </Routes>
  );
}
