import { reportChat } from '@salesiq/tracking/report';
import { DemoChat } from '@salesiq/ui/demo-chat';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { Bot, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { IndustryContent } from '../../content/types';
import styles from './demo-launcher.module.css';

/** The fixed, pulsing "Try Our {Industry} AI Bot Now!" button and the floating demo chat it toggles. */
export function DemoLauncher({ content }: { content: IndustryContent }) {
  const [open, setOpen] = useState(false);
  const chatId = useId();
  return (
    <>
      <DemoChat
        id={chatId}
        floating
        industry={content.key}
        botName={content.bot.name}
        script={content.bot.script}
        open={open}
        onClose={() => setOpen(false)}
        onEvent={reportChat}
      />
      <button
        type="button"
        className={styles.launcher}
        data-open={open || undefined}
        aria-expanded={open}
        aria-controls={open ? chatId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={`${iconBox.box} ${iconBox.round} ${styles.icon}`} aria-hidden="true">
          {open ? <X /> : <Bot />}
        </span>
        <span className={styles.label}>Try Our {content.displayName} AI Bot Now!</span>
      </button>
    </>
  );
}
