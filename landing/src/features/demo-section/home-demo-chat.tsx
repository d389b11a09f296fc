import { reportChat } from '@salesiq/tracking/report';
import { Button } from '@salesiq/ui/button';
import chatHeader from '@salesiq/ui/chat-header.module.css';
import { CheckList } from '@salesiq/ui/check-list';
import { DemoChat } from '@salesiq/ui/demo-chat';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { Bot, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { HomeDemoChat as HomeDemoChatContent } from '../../content/home-demo-chats';
import styles from './home-demo-chat.module.css';

/**
 * One home demo: a start panel that opens the scripted chat in its place. Focus follows: into the
 * chat's message field on start, back to the start button on close. The chat stays mounted while
 * closed, so starting it again goes on with the same conversation (SPEC §4: the first line comes
 * only when there are no messages).
 */
export function HomeDemoChat({ chat }: { chat: HomeDemoChatContent }) {
  const [open, setOpen] = useState(false);
  const chatId = useId();
  const startRef = useRef<HTMLButtonElement>(null);
  /**
   * The state a toggle asked for, until its render has moved focus. Only that render's effect acts
   * on it: a click that hydrates the section runs before the hydration's own effects, whose run
   * (still closed) must not take the request.
   */
  const focusWhen = useRef<boolean | null>(null);

  useEffect(() => {
    if (focusWhen.current !== open) return;
    focusWhen.current = null;
    if (open) document.getElementById(chatId)?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    else startRef.current?.focus({ preventScroll: true });
  }, [open, chatId]);

  const toggle = (next: boolean) => {
    focusWhen.current = next;
    setOpen(next);
  };

  return (
    <div className={styles.slot} style={industryThemeStyle(chat.industry)}>
      <DemoChat
        id={chatId}
        industry={chat.industry}
        botName={chat.botName}
        script={chat.script}
        open={open}
        onClose={() => toggle(false)}
        onEvent={reportChat}
        className={styles.chat}
      />
      {!open && (
        <article className={styles.start} aria-label={`${chat.label} demo`}>
          <header className={`${chatHeader.header} ${chatHeader.onAccent} ${styles.header}`}>
            <span className={`${iconBox.box} ${iconBox.round} ${styles.avatar}`} aria-hidden="true">
              <Bot />
            </span>
            <div>
              <h3 className={styles.title}>{chat.botName}</h3>
              <p className={styles.subtitle}>Scripted demo · 4 steps</p>
            </div>
          </header>
          <div className={styles.body}>
            <p className={styles.description}>{chat.description}</p>
            <CheckList items={chat.highlights} className={styles.highlights} />
            <Button
              ref={startRef}
              variant="accent"
              size="lg"
              fullWidth
              onClick={() => toggle(true)}
            >
              <Play aria-hidden="true" />
              {`Start ${chat.label} Demo`}
            </Button>
          </div>
        </article>
      )}
    </div>
  );
}
