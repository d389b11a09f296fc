import { findIndustry } from '@salesiq/shared-data/industries/catalogue';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import IndustryGenerator from './exposes/industry-generator';
import ScriptPage from './exposes/script-page';
import StandaloneGenerator from './exposes/standalone-generator';

/** The widgets are sections of someone else's page; standing alone they need the page's heading. */
function WidgetPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1 className="visually-hidden">{title}</h1>
      {children}
    </main>
  );
}

/** `/industry/:industryKey`: the industry-page widget with the props an industry page would pass. */
function IndustryGeneratorRoute() {
  const { industryKey = 'healthcare' } = useParams();
  const displayName = findIndustry(industryKey)?.displayName ?? industryKey;
  return (
    <WidgetPage title={`SalesIQ for ${displayName}: AI Bot Generator`}>
      <IndustryGenerator key={industryKey} industryKey={industryKey} industryDisplayName={displayName} />
    </WidgetPage>
  );
}

/** The generator remote on its own (port 3003): both widgets and the script page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route
        path="/generate-bot-script/:industry/:companySlug"
        element={
          <main>
            <ScriptPage />
          </main>
        }
      />
      <Route path="/industry/:industryKey" element={<IndustryGeneratorRoute />} />
      <Route
        path="*"
        element={
          <WidgetPage title="SalesIQ Bot Studio: AI Bot Generator">
            <StandaloneGenerator />
          </WidgetPage>
        }
      />
    </Routes>
  );
}
