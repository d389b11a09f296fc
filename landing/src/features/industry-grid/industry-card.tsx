import { IconTile } from '@salesiq/ui/icon-tile';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from '@salesiq/routing';
import { industryCardTarget } from './industry-card-target';
import styles from './industry-card.module.css';

interface IndustryCardProps {
  industryKey: string;
  name: string;
  useCase: string;
  icon: LucideIcon;
  /** For a name with no route: scroll to the industry details instead. */
  onShowDetails: () => void;
}

/**
 * A grid card: the whole card follows one link to the industry page (the tracker records the
 * click). The link holds only the industry name and stretches over the card, so its accessible
 * name is its visible text (WCAG 2.5.3); the use case describes it.
 */
export function IndustryCard({ industryKey, name, useCase, icon: Icon, onShowDetails }: IndustryCardProps) {
  const target = industryCardTarget(name);
  const useCaseId = useId();
  const action =
    target.kind === 'route' ? (
      <Link to={target.path} className={styles.action} aria-describedby={useCaseId}>
        {name}
      </Link>
    ) : (
      <button type="button" className={styles.action} onClick={onShowDetails} aria-describedby={useCaseId}>
        {name}
      </button>
    );
  return (
    <div className={styles.card} style={industryThemeStyle(industryKey)}>
      <IconTile icon={Icon} />
      <span className={styles.text}>
        <span className={styles.name}>{action}</span>
        <span id={useCaseId} className={styles.useCase}>
          {useCase}
        </span>
      </span>
      <ArrowRight className={styles.arrow} aria-hidden="true" />
    </div>
  );
}
