import { Badge } from '@salesiq/ui/badge';
import { Button } from '@salesiq/ui/button';
import { Container } from '@salesiq/ui/section';
import { Split } from '@salesiq/ui/split';
import stack from '@salesiq/ui/stack.module.css';
import { ArrowRight, Download, Sparkles } from 'lucide-react';
import { memo, useId } from 'react';
import { scrollToSection } from '../../shared/scroll-to-section';
import { sectionIds } from '../../shared/section-ids';
import { heroChats, heroStats } from '../../content/hero-chats';
import { HeroChatCard } from './hero-chat-card';
import styles from './hero.module.css';

/** The home hero (SPEC §2): headline, the two section buttons and three sample chat cards. */
export const Hero = memo(function Hero() {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <Container>
        <Split className={styles.layout}>
          <div className={`${stack.column} ${styles.copy}`}>
            <Badge tone="on-dark" icon={Sparkles}>
              AI chatbots for Zoho SalesIQ
            </Badge>
            <h1 id={titleId} className={styles.title}>
              AI Chatbot Templates that <span className={styles.highlight}>turn chats into customers</span>
            </h1>
            <p className={styles.lead}>
              Ready-made, industry-tuned SalesIQ bots that answer, qualify and book around the clock, with Zoho CRM and
              Bookings built in. Launch in days, not months.
            </p>
            <div className={styles.actions}>
              <Button variant="on-dark" size="lg" onClick={() => scrollToSection(sectionIds.leadMagnet, { moveFocus: true })}>
                <Download aria-hidden="true" />
                Get AI Bot Templates
              </Button>
              <Button variant="on-dark-outline" size="lg" onClick={() => scrollToSection(sectionIds.demo, { moveFocus: true })}>
                See AI in Action
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
            <dl className={styles.stats}>
              {heroStats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt className={styles.statLabel}>{stat.label}</dt>
                  <dd className={styles.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* On phones the cards are a row that scrolls sideways: focusable, so a keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className={styles.chats} role="list" aria-label="Sample conversations" tabIndex={0}>
            {heroChats.map((chat) => (
              <li key={chat.id} className={styles[chat.id]}>
                <HeroChatCard chat={chat} />
              </li>
            ))}
          </ul>
        </Split>
      </Container>
    </section>
  );
});
