import { Grid } from '@salesiq/ui/grid';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { Section } from '@salesiq/ui/section';
import { Quote } from 'lucide-react';
import type { Results } from '../../content/types';
import styles from './results-section.module.css';

export function ResultsSection({ results }: { results: Results }) {
  const { figures, testimonial } = results;
  return (
    <Section deferRendering eyebrow="Proven results" title={results.heading} align="center">
      {/* Each figure reads as one phrase, "65% more direct bookings", as SPEC and a screen reader say it. */}
      <Grid as="ul" columns={3} from="md" gap={5} className={styles.figures}>
        {figures.map((figure) => (
          <li key={figure.label} className={styles.figure}>
            <strong className={styles.value}>{figure.value}</strong> <span className={styles.label}>{figure.label}</span>
          </li>
        ))}
      </Grid>
      <figure className={styles.testimonial}>
        <Quote className={styles.quoteIcon} aria-hidden="true" />
        <blockquote className={styles.quote}>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={`${iconBox.box} ${iconBox.round} ${styles.initials}`} aria-hidden="true">
            {initialsOf(testimonial.name)}
          </span>
          <span>
            <span className={styles.person}>{testimonial.name}</span>
            <span className={styles.role}>
              {testimonial.role}, {testimonial.organisation}
            </span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}

/** "Dr Sarah Mitchell" → "SM": the first letters of the last two words. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(-2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}
