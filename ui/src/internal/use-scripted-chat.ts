import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { type ChatMessage, chatReducer, chatTimings, initialChatState } from './chat-state';

interface ScriptedChatOptions {
  /** The bot's lines, said one per turn. */
  script: readonly string[];
  /** While false, nothing is scheduled; pending timers are dropped and resume when active again. */
  active: boolean;
  /** Called as each script line appears, with its 1-based step. */
  onBotMessage: (message: string, step: number) => void;
}

interface ScriptedChat {
  messages: ChatMessage[];
  typing: boolean;
  /** Adds a user message at once and schedules the next script line, if any remain. */
  send: (text: string) => void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The timing of the scripted demo chat (SPEC §4): on activation with no messages the typing
 * indicator shows at once and line 1 appears at 1000 ms; after each user message the indicator
 * shows at 500 ms and the next line appears at 2000 ms. A newer user message restarts that wait,
 * so one message never gets two answers. When the script is used up, the bot stays quiet.
 */
export function useScriptedChat({ script, active, onBotMessage }: ScriptedChatOptions): ScriptedChat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // Timer callbacks read these instead of render-time state, which would be stale.
  const conversation = useRef({ count: 0, linesShown: 0, lastType: undefined as ChatMessage['type'] | undefined });
  const timers = useRef(new Set<Timer>());
  const latest = useRef({ script, onBotMessage });
  useLayoutEffect(() => {
    latest.current = { script, onBotMessage };
  });

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const add = useCallback((type: ChatMessage['type'], text: string) => {
    const current = conversation.current;
    current.count += 1;
    current.lastType = type;
    dispatch({ type: 'message-added', message: { id: `${type}-${current.count}`, type, message: text, timestamp: new Date() } });
  }, []);

  const scheduleLine = useCallback(
    (typingAfter: number, lineAfter: number) => {
      clearTimers();
      dispatch({ type: 'typing-stopped' });
      const index = conversation.current.linesShown;
      const line = latest.current.script[index];
      if (line === undefined) return;
      const showTyping = () => dispatch({ type: 'typing-started' });
      if (typingAfter === 0) showTyping();
      else later(showTyping, typingAfter);
      later(() => {
        conversation.current.linesShown = index + 1;
        add('bot', line);
        latest.current.onBotMessage(line, index + 1);
      }, lineAfter);
    },
    [add, clearTimers, later],
  );

  useEffect(() => {
    if (!active) return;
    const { count, lastType } = conversation.current;
    if (count === 0) scheduleLine(0, chatTimings.firstLine);
    else if (lastType === 'user') scheduleLine(chatTimings.typingAfterUser, chatTimings.replyAfterUser);
    return () => {
      clearTimers();
      dispatch({ type: 'typing-stopped' });
    };
  }, [active, clearTimers, scheduleLine]);

  const send = useCallback(
    (text: string) => {
      add('user', text);
      scheduleLine(chatTimings.typingAfterUser, chatTimings.replyAfterUser);
    },
    [add, scheduleLine],
  );

  return { messages: state.messages, typing: state.typing, send };
}
