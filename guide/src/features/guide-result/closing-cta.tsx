import { contact } from '@salesiq/shared-data/contact';
import { Button, ButtonLink } from '@salesiq/ui/button';
import { Section } from '@salesiq/ui/section';
import { CalendarCheck, Phone } from 'lucide-react';
import type { GuideContent } from '../../content/types';
import styles from './closing-cta.module.css';

interface ClosingCtaProps {
  content: GuideContent;
  onBookConsultation: () => void;
}

/**
 * The closing call to action: a consultation about this guide, or a phone call. Its button is the
 * header's under SPEC's other name for it ("a Book Consultation (Book Free Consultation) button").
 */
export function ClosingCta({ content, onBookConsultation }: ClosingCtaProps) {
  return (
    <Section
      tone="dark"
      align="center"
      title={`Ready to launch your ${content.displayName.toLowerCase()} chatbots?`}
      description="A SalesIQ specialist will walk through this guide with you, map it to your systems and confirm a launch date. We reply within 24 hours."
    >
      <div className={styles.actions}>
        <Button variant="on-dark" size="lg" onClick={onBookConsultation}>
          <CalendarCheck aria-hidden="true" />
          Book Consultation
        </Button>
        <ButtonLink variant="on-dark-outline" size="lg" href={contact.phoneHref}>
          <Phone aria-hidden="true" />
          Call {contact.phone}
        </ButtonLink>
      </div>
    </Section>
  );
}
