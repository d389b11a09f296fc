import chatHeader from '@salesiq/ui/chat-header.module.css';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { Bot } from 'lucide-react';
import type { PreviewLine } from '../../content/types';
import styles from './chat-preview.module.css';

interface ChatPreviewProps {
  botName: string;
  /** The picture's header: a plain title, so the bot's own name shows only in the live demo. */
  title: string;
  lines: readonly PreviewLine[];
}

/** The hero's static picture of a conversation (not interactive: the live demo is the launcher's). */
export function ChatPreview({ botName, title, lines }: ChatPreviewProps) {
  return (
    <figure className={styles.preview} aria-label={`Example conversation with the ${botName}`}>
      <div className={`${chatHeader.header} ${styles.header}`}>
        <span className={`${iconBox.box} ${iconBox.round} ${styles.avatar}`} aria-hidden="true">
          <Bot />
        </span>
        <div>
          <p className={styles.name}>{title}</p>
          <p className={styles.status}>
            <span className={styles.dot} aria-hidden="true" />
            Online now
          </p>
        </div>
      </div>
      <ol className={styles.lines}>
        {lines.map((line) => (
          <li key={line.text} className={line.from === 'bot' ? styles.bot : styles.visitor}>
            <span className="visually-hidden">{line.from === 'bot' ? 'Bot' : 'Visitor'}</span>
            <p className={styles.bubble}>{line.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.typing} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </figure>
  );
}
