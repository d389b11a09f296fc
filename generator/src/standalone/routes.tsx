import { findIndustry } from '@salesiq/shared-data/industries/catalogue';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { Section } from '@salesiq/ui/section';
import { contact } from '@salesiq/shared-data/contact';
import { type PageMeta, scriptPageMeta } from '@salesiq/shared-data/site/page-meta';
import { scriptPageRoute } from '@salesiq/shared-data/site/addresses';
import { matchPath, Route, Routes, useParams } from '@salesiq/routing';
import IndustryGenerator from '../exposes/industry-generator';
import ScriptPage from '../exposes/script-page';
import StandaloneGenerator from '../exposes/standalone-generator';

// The two widgets are sections of the industry and home pages, which give them a heading; standing
// alone, the remote gives them one here.

/** `/industry/:industryKey`: the industry-page widget with the props an industry page would pass. */
function IndustryGeneratorPage() {
  const { industryKey = 'healthcare' } = useParams();
  const displayName = findIndustry(industryKey)?.displayName ?? industryKey;
  return (
    <Section
      tone="accent"
      headingLevel={1}
      eyebrow="AI Bot Generator"
      title={`Generate Your Custom ${displayName} AI Bot`}
      description="Tell us about your business and get a ready-to-use Zoho SalesIQ bot script, written for your goal, in seconds."
      style={industryThemeStyle(industryKey)}
    >
      <IndustryGenerator key={industryKey} industryKey={industryKey} industryDisplayName={displayName} />
    </Section>
  );
}

function StandaloneGeneratorPage() {
  return (
    <Section
      tone="muted"
      headingLevel={1}
      eyebrow="AI Bot Generator"
      title="Generate a Custom AI Bot in Seconds"
      description="Pick your industry, tell us your goal and the tools you use, and get four ready-to-paste Zoho SalesIQ handlers, a flowchart and a full blueprint."
    >
      <StandaloneGenerator resultHeadingLevel={2} />
    </Section>
  );
}

/** The two widgets' pages exist only here: on the site they are sections of other pages. */
const generatorMeta: PageMeta = {
  title: `AI Bot Generator | ${contact.company}`,
  description: 'Generate a custom Zoho SalesIQ AI bot: handler scripts, a flowchart and a blueprint.',
};

/** The site's pages the remote has on its own: any other it leaves for the composed site (`mountStandalone`). */
export const standalonePaths = ['/', '/industry/:industryKey', scriptPageRoute];

export function standaloneMeta(pathname: string): PageMeta {
  return matchPath(scriptPageRoute, pathname) ? scriptPageMeta : generatorMeta;
}

/** The generator remote on its own (port 3003): both widgets and the script page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path={scriptPageRoute} element={<ScriptPage />} />
      <Route path="/industry/:industryKey" element={<IndustryGeneratorPage />} />
      <Route path="*" element={<StandaloneGeneratorPage />} />
    </Routes>
  );
}
