import { Button } from '@salesiq/ui/button';
import { Grid } from '@salesiq/ui/grid';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { Section } from '@salesiq/ui/section';
import { CalendarDays, WandSparkles } from 'lucide-react';
import { sectionIds } from '../../shared/section-ids';
import { bookDemo } from './book-demo';
import { requestCustomTemplate } from './request-custom-template';
import { homeDemoChats } from '../../content/home-demo-chats';
import { HomeDemoChat } from './home-demo-chat';
import styles from './demo-section.module.css';

/** "See AI in Action" (SPEC §2): two scripted demo chats, custom templates and demo booking. */
export function DemoSection() {
  return (
    <Section
      deferRendering
      id={sectionIds.demo}
      eyebrow="Live demo"
      title="Try the AI yourself"
      description="Chat with two of our bots right here. Tap a quick reply or type anything, just like your customers would."
      align="center"
    >
      <Grid as="ul" columns={2} from="md" role="list">
        {homeDemoChats.map((chat) => (
          <li key={chat.industry} className={styles.chatSlot}>
            <HomeDemoChat chat={chat} />
          </li>
        ))}
      </Grid>

      <Grid columns={2} from="md" className={styles.actions}>
        <article className={styles.action}>
          <span className={`${iconBox.box} ${styles.actionIcon}`} aria-hidden="true">
            <WandSparkles />
          </span>
          <div className={styles.actionText}>
            <h3 className={styles.actionTitle}>Need something unique?</h3>
            <p>Tell us about your business and we will build a custom template, delivered within 24 hours.</p>
          </div>
          <Button onClick={() => requestCustomTemplate()}>Request Custom Template</Button>
        </article>
        <article className={styles.action}>
          <span className={`${iconBox.box} ${styles.actionIcon}`} aria-hidden="true">
            <CalendarDays />
          </span>
          <div className={styles.actionText}>
            <h3 className={styles.actionTitle}>Prefer a guided tour?</h3>
            <p>Book a free 30-minute session and see bots for your industry working with your CRM.</p>
          </div>
          <Button variant="secondary" onClick={() => bookDemo()}>
            Book a Live Demo
          </Button>
        </article>
      </Grid>
    </Section>
  );
}
