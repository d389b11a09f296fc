import { CheckList } from '@salesiq/ui/check-list';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Section } from '@salesiq/ui/section';
import { Bot, CalendarCheck, Database } from 'lucide-react';
import type { GuideContent } from '../../content/types';
import styles from './integration-map.module.css';

/** How the chatbot, Zoho CRM and Zoho Bookings connect, and what that brings. */
export function IntegrationMap({ content }: { content: GuideContent }) {
  const { integrationMap } = content;
  const nodes = [
    { icon: Bot, name: 'SalesIQ Chatbot', text: integrationMap.chatbot },
    { icon: Database, name: 'Zoho CRM', text: integrationMap.crm },
    { icon: CalendarCheck, name: 'Zoho Bookings', text: integrationMap.bookings },
  ];
  return (
    <Section
      eyebrow="Integration map"
      title="One connected system, no copy and paste"
      description="Every conversation flows from the chatbot into your CRM and calendar, so nothing a customer tells you gets lost."
      spacing="compact"
    >
      <ol className={styles.map} aria-label="Integration map">
        {nodes.map(({ icon, name, text }) => (
          <li key={name} className={styles.node}>
            <IconTile icon={icon} tone="solid" size="lg" />
            <h3 className={styles.name}>{name}</h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ol>
      <CheckList items={integrationMap.benefits} className={styles.benefits} aria-label="What the integration brings" />
    </Section>
  );
}
