import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { FaqSection } from './faq-section';
import { faqPageJsonLd } from './faq-structured-data';

const faqs = [
  { question: 'How fast is setup?', answer: 'About two weeks.' },
  { question: 'Is </script> safe?', answer: 'Yes: <b> stays text.' },
];

describe('faqPageJsonLd', () => {
  it('describes every question and answer as a schema.org FAQPage', () => {
    expect(JSON.parse(faqPageJsonLd(faqs))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    });
  });

  it('cannot close its script element', () => {
    expect(faqPageJsonLd(faqs)).not.toContain('<');
  });
});

describe('FaqSection', () => {
  it('renders the FAQPage JSON-LD for its five FAQs', () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ question: `Question ${index}?`, answer: `Answer ${index}.` }));
    const { container } = render(<FaqSection displayName="Legal" faqs={five} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect((JSON.parse(script?.textContent ?? '{}') as { mainEntity: unknown[] }).mainEntity).toHaveLength(5);
  });
});
