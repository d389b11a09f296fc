import { describe, expect, it } from '@rstest/core';
import { awaitsAnswer, botLineCount, type ChatMessage, chatReducer, initialChatState } from './chat-state';

const at = new Date(0);
const bot: ChatMessage = { id: 'bot-1', type: 'bot', message: 'Hello', timestamp: at };
const user: ChatMessage = { id: 'user-2', type: 'user', message: 'Hi', timestamp: at };

describe('chatReducer', () => {
  it('starts empty and not typing', () => {
    expect(initialChatState).toEqual({ messages: [], typing: false });
  });

  it('shows and hides the typing indicator', () => {
    const typing = chatReducer(initialChatState, { type: 'typing-started' });
    expect(typing.typing).toBe(true);
    expect(chatReducer(typing, { type: 'typing-stopped' }).typing).toBe(false);
  });

  it('appends messages without touching the indicator (another answer may still be on its way)', () => {
    const typing = chatReducer(initialChatState, { type: 'typing-started' });
    const withBot = chatReducer(typing, { type: 'message-added', message: bot });
    expect(withBot).toEqual({ messages: [bot], typing: true });
    expect(chatReducer(withBot, { type: 'message-added', message: user })).toEqual({ messages: [bot, user], typing: true });
  });

  it('keeps the same state object when nothing changes', () => {
    expect(chatReducer(initialChatState, { type: 'typing-stopped' })).toBe(initialChatState);
  });
});

describe('botLineCount', () => {
  it('counts only bot lines', () => {
    expect(botLineCount([bot, user, { ...bot, id: 'bot-3' }])).toBe(2);
    expect(botLineCount([])).toBe(0);
  });
});

describe('awaitsAnswer', () => {
  it('is true after a user message while the script has lines left, and only then', () => {
    expect(awaitsAnswer([], 4)).toBe(false);
    expect(awaitsAnswer([bot], 4)).toBe(false);
    expect(awaitsAnswer([bot, user], 4)).toBe(true);
    expect(awaitsAnswer([bot, user, { ...bot, id: 'bot-3' }], 4)).toBe(false);
    expect(awaitsAnswer([bot, user], 1)).toBe(false);
  });
});
