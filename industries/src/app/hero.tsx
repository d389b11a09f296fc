import { Badge } from '@salesiq/ui/badge';
import { Button } from '@salesiq/ui/button';
import { Container } from '@salesiq/ui/section';
import { CircleCheck, Download, Sparkles, Video } from 'lucide-react';
import type { IndustryContent } from '../content/types';
import { ChatPreview } from './chat-preview';
import styles from './hero.module.css';

interface HeroProps {
  content: IndustryContent;
  onDownloadKit: () => void;
  onRequestDemo: () => void;
}

export function Hero({ content, onDownloadKit, onRequestDemo }: HeroProps) {
  const { hero, displayName, bot } = content;
  return (
    <section className={styles.hero} aria-labelledby="industry-hero-title">
      <Container className={styles.grid}>
        <div className={styles.copy}>
          <Badge tone="accent" icon={Sparkles}>
            {hero.eyebrow}
          </Badge>
          <h1 id="industry-hero-title" className={styles.title}>
            SalesIQ for <span className={styles.industry}>{displayName}</span>
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Button variant="accent" size="lg" onClick={onDownloadKit}>
              <Download aria-hidden="true" />
              Download Template Kit
            </Button>
            <Button variant="secondary" size="lg" onClick={onRequestDemo}>
              <Video aria-hidden="true" />
              Request {displayName} Demo
            </Button>
          </div>
          <ul className={styles.highlights}>
            {hero.highlights.map((highlight) => (
              <li key={highlight}>
                <CircleCheck aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <ChatPreview botName={bot.name} lines={hero.preview} />
      </Container>
    </section>
  );
}
