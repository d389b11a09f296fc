import type { Faq } from '../../content/types';

/**
 * The page's FAQs as schema.org FAQPage JSON-LD, ready to sit inside a
 * `<script type="application/ld+json">`: `<` is escaped so no answer can close the script.
 */
export function faqPageJsonLd(faqs: readonly Faq[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
