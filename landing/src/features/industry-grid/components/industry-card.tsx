import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { industryCardTarget } from '../utils/industry-card-target';
import styles from './industry-card.module.css';

interface IndustryCardProps {
  industryKey: string;
  name: string;
  useCase: string;
  icon: LucideIcon;
  /** For a name with no route: scroll to the industry details instead. */
  onShowDetails(): void;
}

/** A grid card: the whole card is one link to the industry page (the tracker records the click). */
export function IndustryCard({ industryKey, name, useCase, icon: Icon, onShowDetails }: IndustryCardProps) {
  const target = industryCardTarget(name);
  const nameId = useId();
  const useCaseId = useId();
  // Named by the industry alone (also what the tracker records), described by the use case.
  const labelling = { 'aria-labelledby': nameId, 'aria-describedby': useCaseId };
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        <Icon />
      </span>
      <span className={styles.text}>
        <span id={nameId} className={styles.name}>
          {name}
        </span>
        <span id={useCaseId} className={styles.useCase}>
          {useCase}
        </span>
      </span>
      <ArrowRight className={styles.arrow} aria-hidden="true" />
    </>
  );
  return target.kind === 'route' ? (
    <Link to={target.path} className={styles.card} style={industryThemeStyle(industryKey)} {...labelling}>
      {content}
    </Link>
  ) : (
    <button type="button" className={styles.card} style={industryThemeStyle(industryKey)} onClick={onShowDetails} {...labelling}>
      {content}
    </button>
  );
}
