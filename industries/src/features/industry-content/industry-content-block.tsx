import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Section, SectionHeader } from '@salesiq/ui/section';
import { Split } from '@salesiq/ui/split';
import { Bot, Clock, Link2 } from 'lucide-react';
import { type CSSProperties, useId } from 'react';
import { useIndustryContent } from '../../content/load-industry-content';
import styles from './industry-content-block.module.css';

export interface IndustryContentBlockProps {
  industryKey: IndustryKey;
  displayName: string;
  /** CSS colour of headings, icons and fills (white text reads on it). */
  accent: string;
  /** CSS colour of the block's soft background. */
  background: string;
}

/** What every industry page shares: how SalesIQ works for the industry, in its colours. */
export function IndustryContentBlock({ industryKey, displayName, accent, background }: IndustryContentBlockProps) {
  const titleId = useId();
  const content = useIndustryContent(industryKey);
  if (content.layout !== 'full') return null;
  const { heading, body, points } = content.contentBlock;
  const style = { '--accent': accent, '--accent-bg': background } as CSSProperties;

  return (
    <Section tone="accent" deferRendering className={styles.block} style={style} aria-labelledby={titleId}>
      <Split>
        <div className={styles.copy}>
          <SectionHeader eyebrow={`${displayName} on Zoho SalesIQ`} title={heading} titleId={titleId} />
          <p className={styles.body}>{body}</p>
          <ul className={styles.facts}>
            <li>
              <Bot aria-hidden="true" />
              Templates for Zoho SalesIQ Zobot
            </li>
            <li>
              <Link2 aria-hidden="true" />
              Connected to Zoho CRM
            </li>
            <li>
              <Clock aria-hidden="true" />
              Live in weeks, not months
            </li>
          </ul>
        </div>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point.title} className={styles.point}>
              <IconTile icon={point.icon} tone="solid" />
              <div>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p className={styles.pointText}>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Split>
    </Section>
  );
}
