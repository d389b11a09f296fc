import { Badge } from '@salesiq/ui/badge';
import { Button } from '@salesiq/ui/button';
import { CheckList } from '@salesiq/ui/check-list';
import { Container } from '@salesiq/ui/section';
import { Split } from '@salesiq/ui/split';
import stack from '@salesiq/ui/stack.module.css';
import { Download, Sparkles, Video } from 'lucide-react';
import type { IndustryContent } from '../../content/types';
import { ChatPreview } from './chat-preview';
import buttonRow from '../../shared/button-row.module.css';
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
      <Container>
        <Split className={styles.grid}>
          <div className={`${stack.column} ${styles.copy}`}>
            <Badge tone="accent" icon={Sparkles}>
              {hero.eyebrow}
            </Badge>
            <h1 id="industry-hero-title" className={styles.title}>
              SalesIQ for <span className={styles.industry}>{displayName}</span>
            </h1>
            <p className={styles.lead}>{hero.lead}</p>
            <div className={buttonRow.row}>
              <Button variant="accent" size="lg" onClick={onDownloadKit}>
                <Download aria-hidden="true" />
                Download Template Kit
              </Button>
              <Button variant="secondary" size="lg" onClick={onRequestDemo}>
                <Video aria-hidden="true" />
                Request {displayName} Demo
              </Button>
            </div>
            <CheckList items={hero.highlights} size="sm" className={styles.highlights} />
          </div>
          <ChatPreview botName={bot.name} title={`${displayName} assistant`} lines={hero.preview} />
        </Split>
      </Container>
    </section>
  );
}
