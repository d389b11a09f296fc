import { IconTile } from '@salesiq/ui/icon-tile';
import { Section, SectionHeader } from '@salesiq/ui/section';
import { Split } from '@salesiq/ui/split';
import { ChartLine, Database, FileText, MessagesSquare } from 'lucide-react';
import { memo, useId } from 'react';
import { sectionIds } from '../../shared/section-ids';
import type { IndustryPreselect } from './lead-magnet-industries';
import { LeadMagnetForm } from './lead-magnet-form';
import styles from './lead-magnet-section.module.css';

const kitContents = [
  { icon: MessagesSquare, text: 'A six-stage conversation flow written for your industry' },
  { icon: FileText, text: 'A ready-to-paste SalesIQ Zobot script with lead scoring' },
  { icon: Database, text: 'Zoho CRM lead and deal fields plus Bookings integration' },
  { icon: ChartLine, text: 'Success targets for months 1, 3 and 6' },
];

const kitIconColors = { fg: 'var(--color-brand-700)', bg: 'var(--color-brand-100)' };

/** The lead-magnet section (SPEC §2): what the free kit holds, and the form to get it. */
export const LeadMagnetSection = memo(function LeadMagnetSection({ preselect }: { preselect: IndustryPreselect | null }) {
  const titleId = useId();
  return (
    <Section id={sectionIds.leadMagnet} tone="brand" deferRendering aria-labelledby={titleId}>
      <Split className={styles.layout}>
        <div className={styles.copy}>
          <SectionHeader
            eyebrow="Free template kit"
            title="Get your AI bot templates, free"
            titleId={titleId}
            description="Everything you need to launch a SalesIQ bot that books, qualifies and sells, tailored to your industry and delivered instantly as a plain-text kit."
          />
          <ul className={styles.contents} role="list">
            {kitContents.map(({ icon: Icon, text }) => (
              <li key={text}>
                <IconTile icon={Icon} size="sm" colors={kitIconColors} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <LeadMagnetForm preselect={preselect} />
        </div>
      </Split>
    </Section>
  );
});
