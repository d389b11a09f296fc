import { Disclosure } from '@salesiq/ui/disclosure';
import { Section } from '@salesiq/ui/section';
import type { Faq } from '../../content/types';
import styles from './faq-section.module.css';
import { faqPageJsonLd } from './faq-structured-data';

export function FaqSection({ displayName, faqs }: { displayName: string; faqs: readonly Faq[] }) {
  return (
    <Section deferRendering tone="muted" eyebrow="FAQ" title={`${displayName} chatbot questions, answered`} containerSize="narrow">
      <div className={styles.list}>
        {faqs.map((faq) => (
          <Disclosure key={faq.question} title={faq.question}>
            <p>{faq.answer}</p>
          </Disclosure>
        ))}
      </div>
      {/* Search engines read the page's FAQs as structured data (a JSON data block, never executed). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqPageJsonLd(faqs) }} />
    </Section>
  );
}
