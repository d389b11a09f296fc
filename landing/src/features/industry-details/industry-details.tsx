import { Grid } from '@salesiq/ui/grid';
import { Section } from '@salesiq/ui/section';
import { sectionIds } from '../../shared/section-ids';
import { industryDetails } from '../../content/industry-details';
import { IndustryDetailCard } from './industry-detail-card';
import styles from './industry-details.module.css';

interface IndustryDetailsProps {
  /** "Get AI {industry} Bot": the page scrolls to the lead magnet and preselects the industry. */
  onGetBot: (industryKey: string) => void;
}

/** Six industries in depth (SPEC §2 "Industry details"). */
export function IndustryDetails({ onGetBot }: IndustryDetailsProps) {
  return (
    <Section
      deferRendering
      id={sectionIds.industryDetails}
      eyebrow="Industry solutions"
      title="See exactly how your AI bot works"
      description="Each template comes with a proven six-step conversation flow, CRM and booking integrations, and copy written for your customers."
      align="center"
    >
      <Grid as="ul" columns={3} role="list">
        {industryDetails.map((detail) => (
          <li key={detail.key} className={styles.item}>
            <IndustryDetailCard detail={detail} onGetBot={onGetBot} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
