import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { type ChatMessage, chatReducer, chatTimings, initialChatState } from './chat-state';

interface ScriptedChatOptions {
  /** The bot's lines, said one per turn. */
  script: readonly string[];
  /** While false, nothing is scheduled; pending turns are dropped and resume when active again. */
  active: boolean;
  /** Called as each script line appears, with its 1-based step. */
  onBotMessage: (message: string, step: number) => void;
}

interface ScriptedChat {
  messages: ChatMessage[];
  typing: boolean;
  /** Adds a user message at once and schedules the bot's answer to it, if script lines remain. */
  send: (text: string) => void;
}

/** A line the bot owes: the opening one, or the answer to one user message; each delay counts from when it is played. */
interface Turn {
  typingAfter: number;
  typingUntil: number;
  lineAfter: number;
}

/** The first line, 1 s after the chat opens, the typing indicator showing for 1.5 s from then. */
const openingTurn = (): Turn => ({ typingAfter: 0, typingUntil: chatTimings.openingTyping, lineAfter: chatTimings.firstLine });

const answerTurn = (): Turn => ({
  typingAfter: chatTimings.typingAfterUser,
  typingUntil: chatTimings.replyAfterUser,
  lineAfter: chatTimings.replyAfterUser,
});

type Timer = ReturnType<typeof setTimeout>;

/**
 * The timing of the scripted demo chat (SPEC §4): on activation with no messages the typing
 * indicator shows for 1500 ms and line 1 appears at 1000 ms; each user message is answered with the
 * next line 2000 ms after it, the indicator showing from 500 ms (a message sent before line 1 does
 * not delay it; two quick messages get two answers). When the script is used up, the bot stays quiet.
 */
export function useScriptedChat({ script, active, onBotMessage }: ScriptedChatOptions): ScriptedChat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // Timer callbacks read these instead of render-time state, which would be stale.
  const conversation = useRef({ count: 0, linesShown: 0, owed: [] as Turn[], typingTurns: 0 });
  const timers = useRef(new Set<Timer>());
  const latest = useRef({ script, onBotMessage, active });
  useLayoutEffect(() => {
    latest.current = { script, onBotMessage, active };
  });

  const later = useCallback((run: () => void, ms: number) => {
    if (ms <= 0) {
      run();
      return;
    }
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const add = useCallback((type: ChatMessage['type'], text: string) => {
    const current = conversation.current;
    current.count += 1;
    dispatch({ type: 'message-added', message: { id: `${type}-${current.count}`, type, message: text, timestamp: new Date() } });
  }, []);

  const play = useCallback(
    (turn: Turn) => {
      const current = conversation.current;
      later(() => {
        current.typingTurns += 1;
        dispatch({ type: 'typing-started' });
      }, turn.typingAfter);
      later(() => {
        current.typingTurns -= 1;
        if (current.typingTurns === 0) dispatch({ type: 'typing-stopped' });
      }, turn.typingUntil);
      later(() => {
        current.owed.splice(current.owed.indexOf(turn), 1);
        const index = current.linesShown;
        const line = latest.current.script[index];
        if (line === undefined) return;
        current.linesShown = index + 1;
        add('bot', line);
        latest.current.onBotMessage(line, index + 1);
      }, turn.lineAfter);
    },
    [add, later],
  );

  /** Owes a turn only while the script has a line left for it. */
  const owe = useCallback((turn: Turn) => {
    const current = conversation.current;
    if (current.linesShown + current.owed.length >= latest.current.script.length) return false;
    current.owed.push(turn);
    return true;
  }, []);

  useEffect(() => {
    if (!active) return;
    const current = conversation.current;
    const pending = timers.current;
    if (current.count === 0 && current.owed.length === 0) owe(openingTurn());
    for (const turn of current.owed) play(turn);
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      current.typingTurns = 0;
      dispatch({ type: 'typing-stopped' });
    };
  }, [active, owe, play]);

  const send = useCallback(
    (text: string) => {
      add('user', text);
      const turn = answerTurn();
      if (owe(turn) && latest.current.active) play(turn);
    },
    [add, owe, play],
  );

  return { messages: state.messages, typing: state.typing, send };
}
