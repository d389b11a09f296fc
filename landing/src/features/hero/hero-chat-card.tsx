import chatHeader from '@salesiq/ui/chat-header.module.css';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import eyebrow from '@salesiq/ui/eyebrow.module.css';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { CircleCheck } from 'lucide-react';
import { MockChat } from '../../shared/mock-chat';
import type { HeroChat } from '../../content/hero-chats';
import styles from './hero-chat-card.module.css';

/** One sample chat card of the hero: business, a short exchange and what it achieved. */
export function HeroChatCard({ chat }: { chat: HeroChat }) {
  const Icon = chat.icon;
  return (
    <article className={styles.card} style={industryThemeStyle(chat.industry)} aria-label={`${chat.label} chat example`}>
      <header className={chatHeader.header}>
        <span className={`${iconBox.box} ${iconBox.round} ${styles.icon}`} aria-hidden="true">
          <Icon />
        </span>
        <div>
          <p className={`${eyebrow.eyebrow} ${styles.label}`}>{chat.label}</p>
          <p className={styles.business}>{chat.business}</p>
        </div>
      </header>
      <MockChat lines={chat.lines} botName={`${chat.business} bot`} size="sm" />
      <p className={styles.outcome}>
        <CircleCheck aria-hidden="true" />
        {chat.outcome}
      </p>
    </article>
  );
}
