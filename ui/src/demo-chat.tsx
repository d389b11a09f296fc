import { Bot, ChevronUp, Minus, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import chatHeader from './chat-header.module.css';
import styles from './demo-chat.module.css';
import iconBox from './icon-box.module.css';
import { industryThemeStyle } from './industry-theme';
import { awaitsAnswer, botLineCount } from './internal/chat-state';
import { cx } from './internal/cx';
import { quickRepliesFor } from './internal/quick-replies';
import { useScriptedChat } from './internal/use-scripted-chat';
import { useScrollPaddingOver } from './internal/use-scroll-padding-over';
import { VisuallyHidden } from './internal/visually-hidden';


/** What a visitor did with the chat (SPEC §9 `chat_interaction`), for the app to report. */
export type DemoChatAction = 'open' | 'close' | 'minimize' | 'expand' | 'bot_message' | 'user_message' | 'quick_reply';

export interface DemoChatEventDetails {
  /** The line shown or sent, for messages. */
  message?: string;
  industry: string;
  /** Bot lines shown so far. */
  step: number;
}

export interface DemoChatProps {
  /** Industry key (`healthcare`, `real-estate`, ...): picks the quick replies and the accent colour. */
  industry: string;
  botName: string;
  /** The bot's scripted lines, one per turn (five on industry pages, four on the home widgets). */
  script: readonly string[];
  open: boolean;
  /** Called by the close button; the app sets `open` to false. */
  onClose: () => void;
  /** Called for every step of the conversation, so the app can report it. */
  onEvent: (action: DemoChatAction, details: DemoChatEventDetails) => void;
  /** Fixed bottom-right above the app's launcher (layer 40). Set `--demo-chat-bottom` to move it. */
  floating?: boolean;
  /** Element id, for the launcher's `aria-controls`. */
  id?: string;
  className?: string;
}

/**
 * The scripted demo chat (SPEC §2, §4, §9). It stays mounted while closed so the conversation
 * survives closing and minimising; every step is passed to `onEvent`.
 */
export function DemoChat({
  industry,
  botName,
  script,
  open,
  onClose,
  onEvent,
  floating = false,
  id,
  className,
}: DemoChatProps) {
  const [minimized, setMinimized] = useState(false);
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const chatRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const repliesRef = useRef<HTMLDivElement>(null);
  const [repliesHeight, setRepliesHeight] = useState<number>();
  const openerRef = useRef<HTMLElement | null>(null);
  const reportedOpen = useRef(false);

  const { messages, typing, send } = useScriptedChat({
    script,
    active: open,
    onBotMessage: (message, step) => onEvent('bot_message', { message, industry, step }),
  });
  const step = botLineCount(messages);
  // The quick replies step aside while the bot answers (their row keeps its height), so what the
  // visitor just said is the one place their words show.
  const answering = awaitsAnswer(messages, script.length);

  useEffect(() => {
    if (!open) {
      reportedOpen.current = false;
      return;
    }
    if (reportedOpen.current) return;
    reportedOpen.current = true;
    onEvent('open', { industry, step });
    if (floating) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      inputRef.current?.focus({ preventScroll: true });
      // A window too short for the whole panel (it then scrolls as a whole): its field in view.
      const chat = chatRef.current;
      if (chat) chat.scrollTop = chat.scrollHeight;
    }
    // Once per opening: industry, step and floating are read at that moment, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, typing, minimized]);

  useScrollPaddingOver(chatRef, floating && open);

  if (!open) return null;

  const replies = quickRepliesFor(industry);
  const Heading = floating ? 'h2' : 'h3';

  const sendUserMessage = (text: string, action: 'user_message' | 'quick_reply') => {
    if (!answering) setRepliesHeight(repliesRef.current?.offsetHeight);
    onEvent(action, { message: text, industry, step });
    send(text);
  };

  const sendQuickReply = (reply: string) => {
    // The pressed chip leaves: focus stays in the chat, on its messages, not lost to the page.
    if (repliesRef.current?.contains(document.activeElement)) scrollerRef.current?.focus({ preventScroll: true });
    sendUserMessage(reply, 'quick_reply');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    sendUserMessage(text, 'user_message');
  };

  const toggleMinimized = () => {
    onEvent(minimized ? 'expand' : 'minimize', { industry, step });
    setMinimized(!minimized);
  };

  const close = () => {
    onEvent('close', { industry, step });
    onClose();
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  };

  // A floating chat covers much of a small screen: Escape closes it, as the Close button does.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!floating || event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    // The section takes the Escape key of its controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={chatRef}
      id={id}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cx(styles.chat, minimized && styles.minimized, floating && styles.floating, className)}
      style={industryThemeStyle(industry)}
      data-minimized={minimized || undefined}
    >
      <header className={cx(chatHeader.header, chatHeader.onAccent, styles.header)}>
        <span className={cx(iconBox.box, iconBox.round, styles.avatar)} aria-hidden="true">
          <Bot />
          <span className={styles.presence} />
        </span>
        <div className={styles.identity}>
          <Heading id={titleId} className={styles.name}>
            {botName}
          </Heading>
          <p className={styles.subtitle}>AI assistant · Online</p>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={minimized ? 'Expand chat' : 'Minimise chat'}
            onClick={toggleMinimized}
          >
            {minimized ? <ChevronUp /> : <Minus />}
          </button>
          <button type="button" className={styles.iconButton} aria-label="Close chat" onClick={close}>
            <X />
          </button>
        </div>
      </header>

      {!minimized && (
        <div className={styles.body}>
          {/* Focusable, so a keyboard can scroll back through a conversation longer than the box. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div ref={scrollerRef} className={styles.scroller} role="group" aria-label="Messages" tabIndex={0}>
            <div role="log" aria-live="polite" aria-label={`Conversation with ${botName}`} className={styles.messages}>
              {messages.map((message) => (
                <div key={message.id} className={cx(styles.message, styles[message.type])}>
                  {message.type === 'bot' && (
                    <span className={cx(iconBox.box, iconBox.round, styles.botAvatar)} aria-hidden="true">
                      <Bot />
                    </span>
                  )}
                  <VisuallyHidden>{message.type === 'bot' ? 'Assistant says:' : 'You said:'}</VisuallyHidden>
                  <p className={styles.bubble}>{message.message}</p>
                </div>
              ))}
            </div>
            {typing && (
              <div className={styles.typingRow}>
                <span className={cx(iconBox.box, iconBox.round, styles.botAvatar)} aria-hidden="true">
                  <Bot />
                </span>
                <div role="status" aria-label={`${botName} is typing`} className={styles.typing}>
                  <VisuallyHidden>Assistant is typing</VisuallyHidden>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.dot} aria-hidden="true" />
                </div>
              </div>
            )}
          </div>

          <div
            ref={repliesRef}
            role="group"
            aria-label="Quick replies"
            className={styles.quickReplies}
            style={answering ? { minHeight: repliesHeight } : undefined}
          >
            {!answering &&
              replies.map((reply) => (
                <button key={reply} type="button" className={styles.chip} onClick={() => sendQuickReply(reply)}>
                  {reply}
                </button>
              ))}
          </div>

          <form className={styles.composer} onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              Type your message
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Type your message..."
              autoComplete="off"
              enterKeyHint="send"
            />
            <button type="submit" className={styles.send} aria-label="Send message" disabled={!draft.trim()}>
              <SendHorizontal />
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
