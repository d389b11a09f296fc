import { describe, expect, it } from '@rstest/core';
import { botLineCount, type ChatMessage, chatReducer, initialChatState } from './chat-state';

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

  it('replaces the typing indicator with a bot line', () => {
    const typing = chatReducer(initialChatState, { type: 'typing-started' });
    const next = chatReducer(typing, { type: 'message-added', message: bot });
    expect(next).toEqual({ messages: [bot], typing: false });
  });

  it('appends user messages without touching the indicator', () => {
    const typing = chatReducer(initialChatState, { type: 'typing-started' });
    expect(chatReducer(typing, { type: 'message-added', message: user })).toEqual({ messages: [user], typing: true });
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
