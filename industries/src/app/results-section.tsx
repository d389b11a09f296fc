import { Section } from '@salesiq/ui/section';
import { Quote } from 'lucide-react';
import type { Results } from '../content/types';
import styles from './results-section.module.css';

export function ResultsSection({ results }: { results: Results }) {
  const { figures, testimonial } = results;
  return (
    <Section deferRendering eyebrow="Proven results" title={results.heading} align="center">
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <figure className={styles.testimonial}>
        <Quote className={styles.quoteIcon} aria-hidden="true" />
        <blockquote className={styles.quote}>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.initials} aria-hidden="true">
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
