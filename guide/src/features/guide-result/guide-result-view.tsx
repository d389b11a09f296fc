import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { guideFormAddress } from '@salesiq/shared-data/site/addresses';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { useRef, useState } from 'react';
import { useNavigate } from '@salesiq/routing';
import { guideThemeKey } from '../../content/guide-industries';
import type { GuideContent } from '../../content/types';
import { bookConsultation } from './book-consultation';
import { ClosingCta } from './closing-cta';
import { downloadGuide } from './download-guide';
import { GuideHeader } from './guide-header';
import styles from './guide-result-view.module.css';
import { IntegrationMap } from './integration-map';
import { IntroductionSection } from './introduction-section';
import { OverviewCard } from './overview-card';
import { ResultsSection } from './results-section';
import { RoadmapSection } from './roadmap-section';
import { UseCasesSection } from './use-cases-section';

/** The personalised guide (SPEC §2 "/salesiq-guide/{industry}/{company}"), entirely from one content module. */
export function GuideResultView({ visitor, content }: { visitor: GuideFormData; content: GuideContent }) {
  const navigate = useNavigate();
  // One date for the page and the downloaded file it offers.
  const [date] = useState(() => new Date());
  const consultationSaved = useRef(false);
  const onBookConsultation = () => {
    bookConsultation(visitor, content, { alreadySaved: consultationSaved.current });
    consultationSaved.current = true;
  };

  return (
    <div className={styles.page} style={industryThemeStyle(guideThemeKey(content.key))}>
      <GuideHeader
        visitor={visitor}
        content={content}
        date={date}
        onDownload={() => downloadGuide(visitor, content, date)}
        onBookConsultation={onBookConsultation}
        onBackToForm={() => navigate(guideFormAddress)}
      />
      <OverviewCard content={content} />
      <IntroductionSection content={content} />
      <UseCasesSection content={content} />
      <IntegrationMap content={content} />
      <ResultsSection content={content} />
      <RoadmapSection content={content} />
      <ClosingCta content={content} onBookConsultation={onBookConsultation} />
    </div>
  );
}
