import { industries } from '@salesiq/shared-data/industries/catalogue';
import { Button } from '@salesiq/ui/button';
import { Section } from '@salesiq/ui/section';
import { ArrowDown } from 'lucide-react';
import { memo } from 'react';
import { scrollToSection } from '../../shared/scroll-to-section';
import { sectionIds } from '../../shared/section-ids';
import { industryUseCases } from '../../content/industry-use-cases';
import { IndustryCard } from './industry-card';
import styles from './industry-grid.module.css';

const showDetails = () => scrollToSection(sectionIds.industryDetails, { moveFocus: true });

/** The 20 industry cards (SPEC §2 "Industry grid"); each leads to its industry page. */
export const IndustryGrid = memo(function IndustryGrid() {
  return (
    <Section
      deferRendering
      tone="muted"
      eyebrow="Industries"
      title="AI chatbots for 20+ industries"
      description="Pick your field to see its bot flows, integrations and results, or read about six in depth below."
      align="center"
    >
      <ul className={styles.grid} role="list">
        {industries.map((industry) => (
          <li key={industry.key} className={styles.item}>
            <IndustryCard industryKey={industry.key} name={industry.gridName} {...industryUseCases[industry.key]} onShowDetails={showDetails} />
          </li>
        ))}
      </ul>
      <div className={styles.explore}>
        <p className={styles.exploreText}>Not sure where to start? See how AI bots work in six key industries.</p>
        <Button variant="secondary" onClick={showDetails}>
          Explore
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </Section>
  );
});
