import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import type { IndustryContent } from '../content/types';
import { AiJourneySection } from '../features/ai-journey/ai-journey-section';
import { GeneratorSection } from '../features/bot-generator/generator-section';
import { ChallengesSection } from '../features/challenges/challenges-section';
import { ClosingCta } from '../features/closing-cta/closing-cta';
import { DemoLauncher } from '../features/demo-launcher/demo-launcher';
import { requestDemo } from '../features/demo-request/request-demo';
import { FaqSection } from '../features/faq/faq-section';
import { Hero } from '../features/hero/hero';
import { IndustryContentBlock } from '../features/industry-content/industry-content-block';
import { ResultsSection } from '../features/results/results-section';
import { TemplateDownloadDialog } from '../features/template-download/template-download-dialog';
import { useTemplateDialog } from '../features/template-download/use-template-dialog';
import { TopBar } from '../features/top-bar/top-bar';
import { UseCasesSection } from '../features/use-cases/use-cases-section';
import styles from './industry-page-view.module.css';

/** One industry landing page (SPEC §2), entirely from its content module. */
export function IndustryPageView({ content }: { content: IndustryContent }) {
  const templateDialog = useTemplateDialog(content.displayName);
  const onRequestDemo = () => requestDemo(content);
  const full = content.layout === 'full' ? content : null;

  return (
    <div className={styles.page} style={industryThemeStyle(content.key)}>
      <TopBar guideNav={full?.guideNav ?? false} onDownloadTemplates={templateDialog.open} />
      <Hero content={content} onDownloadKit={templateDialog.open} onRequestDemo={onRequestDemo} />
      {full && (
        <>
          <ChallengesSection intro={full.challengesIntro} challenges={full.challenges} />
          <UseCasesSection intro={full.useCasesIntro} useCases={full.useCases} />
          {full.journey && <AiJourneySection displayName={full.displayName} intro={full.journey.intro} steps={full.journey.steps} />}
          <IndustryContentBlock
            industryKey={full.key}
            displayName={full.displayName}
            accent={full.colors.fg}
            background={full.colors.bg}
          />
          {full.generator && <GeneratorSection industryKey={full.key} displayName={full.displayName} intro={full.generator} />}
          <ResultsSection results={full.results} />
          <FaqSection displayName={full.displayName} faqs={full.faqs} />
        </>
      )}
      <ClosingCta content={content} onRequestDemo={onRequestDemo} onDownloadKit={templateDialog.open} />
      <DemoLauncher content={content} />
      <TemplateDownloadDialog
        industryKey={content.key}
        displayName={content.displayName}
        state={templateDialog.state}
        dispatch={templateDialog.dispatch}
      />
    </div>
  );
}
