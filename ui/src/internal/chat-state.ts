/** A line in the demo chat (SPEC §3 "Chat message"). */
export interface ChatMessage {
  id: string;
  type: 'bot' | 'user';
  message: string;
  timestamp: Date;
}

export interface ChatState {
  messages: ChatMessage[];
  /** The bot's typing indicator is showing. */
  typing: boolean;
}

export type ChatEvent =
  | { type: 'typing-started' }
  | { type: 'typing-stopped' }
  | { type: 'message-added'; message: ChatMessage };

export const initialChatState: ChatState = { messages: [], typing: false };

/** Delays of the scripted demo chat (SPEC §4, §9), in milliseconds. */
export const chatTimings = {
  /** After opening an empty chat, the first script line appears... */
  firstLine: 1000,
  /** ...while the typing indicator, showing from 0, shows on until here. */
  openingTyping: 1500,
  /** After a user message, the typing indicator appears... */
  typingAfterUser: 500,
  /** ...and the next script line replaces it. */
  replyAfterUser: 2000,
} as const;

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'typing-started':
      return state.typing ? state : { ...state, typing: true };
    case 'typing-stopped':
      return state.typing ? { ...state, typing: false } : state;
    case 'message-added':
      return { ...state, messages: [...state.messages, event.message] };
  }
}

/** How many script lines the bot has said: the conversation step. */
export function botLineCount(messages: readonly ChatMessage[]): number {
  return messages.filter((message) => message.type === 'bot').length;
}

/** The visitor spoke last and the script has a line left for them: the bot's answer is on its way. */
export function awaitsAnswer(messages: readonly ChatMessage[], scriptLength: number): boolean {
  return messages.at(-1)?.type === 'user' && botLineCount(messages) < scriptLength;
}
