import type { MockChatLine } from './mock-chat-line';
import styles from './mock-chat.module.css';

interface MockChatProps {
  lines: readonly MockChatLine[];
  /** Read before each bot line by screen readers, for example "Clinic Assistant". */
  botName: string;
  size?: 'sm' | 'md';
}

/** A static, illustrative conversation: bot bubbles on the left, the visitor's on the right. */
export function MockChat({ lines, botName, size = 'md' }: MockChatProps) {
  return (
    <ol className={size === 'sm' ? `${styles.chat} ${styles.sm}` : styles.chat} role="list">
      {lines.map((line, index) => (
        <li key={index} className={line.from === 'bot' ? styles.bot : styles.user}>
          <span className="visually-hidden">{line.from === 'bot' ? `${botName}:` : 'Visitor:'}</span>
          {line.text}
        </li>
      ))}
    </ol>
  );
}
