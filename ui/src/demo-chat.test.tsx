import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoChat, type DemoChatProps } from './demo-chat';
import { installFakeTimersForComponents } from './testing/fake-timers';

const onChatEvent = rs.fn();

const script = [
  'Hi! I am the Care Assistant. How can I help today?',
  'I can book you with Dr. Lee tomorrow at 9:30. Does that work?',
  'Booked. You will get a reminder by text.',
  'Anything else I can help with?',
];

function renderChat(props: Partial<DemoChatProps> = {}) {
  const onClose = rs.fn();
  const all: DemoChatProps = { industry: 'healthcare', botName: 'Care Assistant', script, open: true, onClose, onEvent: onChatEvent, ...props };
  const view = render(<DemoChat {...all} />);
  const user = userEvent.setup({ delay: null });
  return { ...view, user, onClose, props: all };
}

function advance(ms: number) {
  act(() => {
    rs.advanceTimersByTime(ms);
  });
}

const typingIndicator = () => screen.queryByRole('status', { name: 'Care Assistant is typing' });
const bubbles = () =>
  within(screen.getByRole('log')).queryAllByText(/.+/, { selector: 'p' }).map((element) => element.textContent);

installFakeTimersForComponents();

beforeEach(() => {
  onChatEvent.mockClear();
});

describe('DemoChat', () => {
  it('renders nothing while closed', () => {
    renderChat({ open: false });
    expect(screen.queryByRole('region')).toBeNull();
    expect(onChatEvent).not.toHaveBeenCalled();
  });

  it("shows the bot's name once as text, in its heading (the typing status and each line say Assistant)", () => {
    renderChat({ script: ['Hello there.', ...script.slice(1)] });
    advance(1000);
    expect(screen.getAllByText(/Care Assistant/)).toEqual([screen.getByRole('heading', { name: 'Care Assistant' })]);
    expect(screen.getByText('Assistant says:')).toBeInTheDocument();
  });

  it('shows the header, controls, quick replies and a labelled input', () => {
    renderChat();
    const chat = screen.getByRole('region', { name: 'Care Assistant' });
    expect(within(chat).getByRole('heading', { name: 'Care Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minimise chat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('types for 1500 ms from the open and says the first line at 1000 ms', () => {
    renderChat();
    expect(onChatEvent).toHaveBeenCalledWith('open', { industry: 'healthcare', step: 0 });
    expect(typingIndicator()).toHaveTextContent('Assistant is typing');
    expect(bubbles()).toEqual([]);
    advance(999);
    expect(bubbles()).toEqual([]);
    advance(1);
    expect(bubbles()).toEqual([script[0]]);
    advance(499);
    expect(typingIndicator()).not.toBeNull();
    advance(1);
    expect(typingIndicator()).toBeNull();
    expect(onChatEvent).toHaveBeenCalledWith('bot_message', { message: script[0], industry: 'healthcare', step: 1 });
  });

  it('adds a typed message on Enter, types from 500 ms and replies at 2000 ms', async () => {
    const { user } = renderChat();
    advance(1500);
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'I need an appointment{Enter}');
    expect(bubbles()).toEqual([script[0], 'I need an appointment']);
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveValue('');
    expect(onChatEvent).toHaveBeenCalledWith('user_message', { message: 'I need an appointment', industry: 'healthcare', step: 1 });
    advance(499);
    expect(typingIndicator()).toBeNull();
    advance(1);
    expect(typingIndicator()).not.toBeNull();
    advance(1499);
    expect(typingIndicator()).not.toBeNull();
    expect(bubbles()).toHaveLength(2);
    advance(1);
    expect(typingIndicator()).toBeNull();
    expect(bubbles()).toEqual([script[0], 'I need an appointment', script[1]]);
    expect(onChatEvent).toHaveBeenCalledWith('bot_message', { message: script[1], industry: 'healthcare', step: 2 });
  });

  it('sends with the Send button and ignores blank messages', async () => {
    const { user } = renderChat();
    advance(1000);
    const input = screen.getByRole('textbox', { name: 'Type your message' });
    await user.type(input, '   {Enter}');
    expect(bubbles()).toEqual([script[0]]);
    await user.type(input, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(bubbles()).toEqual([script[0], 'Hello']);
  });

  it('stops replying when the script is used up', async () => {
    const { user } = renderChat({ script: script.slice(0, 2) });
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    advance(2000);
    expect(bubbles()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Emergency info' }));
    advance(500);
    expect(typingIndicator()).toBeNull();
    advance(10_000);
    expect(bubbles()).toEqual([script[0], 'Book appointment', script[1], 'Emergency info']);
    expect(rs.mocked(onChatEvent).mock.calls.filter(([action]) => action === 'bot_message')).toHaveLength(2);
  });

  it('answers each message of a burst, 2000 ms after it', async () => {
    const { user } = renderChat();
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    advance(1000);
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'Ask about services{Enter}');
    advance(999);
    expect(bubbles()).toHaveLength(3);
    advance(1);
    expect(bubbles()).toEqual([script[0], 'Book appointment', 'Ask about services', script[1]]);
    expect(typingIndicator()).not.toBeNull();
    advance(1000);
    expect(bubbles()).toEqual([script[0], 'Book appointment', 'Ask about services', script[1], script[2]]);
    expect(typingIndicator()).toBeNull();
  });

  it('takes the quick replies away while the bot answers, keeps focus in the chat, and brings them back with the answer', async () => {
    const { user } = renderChat();
    advance(1000);
    const replies = () => within(screen.getByRole('group', { name: 'Quick replies' })).queryAllByRole('button');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(replies()).toEqual([]);
    expect(screen.getAllByText('Book appointment')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Messages' })).toHaveFocus();
    advance(1999);
    expect(replies()).toEqual([]);
    advance(1);
    expect(replies()).toHaveLength(3);
  });

  it.each([
    ['healthcare', ['Book appointment', 'Ask about services', 'Emergency info']],
    ['finance', ['Get loan quote', 'Investment advice', 'Account help']],
    ['retail', ['Find products', 'Track order', 'Return policy']],
    ['travel', ['Yes, interested', 'Tell me more', 'Not right now']],
  ])('offers the %s quick replies as buttons', (industry, replies) => {
    renderChat({ industry });
    const group = screen.getByRole('group', { name: 'Quick replies' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(replies);
  });

  it('sends a quick reply as a user message and reports it', async () => {
    const { user } = renderChat({ industry: 'finance' });
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Get loan quote' }));
    expect(bubbles()).toEqual([script[0], 'Get loan quote']);
    expect(onChatEvent).toHaveBeenCalledWith('quick_reply', { message: 'Get loan quote', industry: 'finance', step: 1 });
    advance(2000);
    expect(bubbles()).toEqual([script[0], 'Get loan quote', script[1]]);
  });

  it('keeps the conversation when minimised and expanded', async () => {
    const { user } = renderChat();
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await user.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(onChatEvent).toHaveBeenCalledWith('minimize', { industry: 'healthcare', step: 1 });
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('region', { name: 'Care Assistant' })).toHaveAttribute('data-minimized', 'true');
    advance(2000);
    await user.click(screen.getByRole('button', { name: 'Expand chat' }));
    expect(onChatEvent).toHaveBeenCalledWith('expand', { industry: 'healthcare', step: 2 });
    expect(bubbles()).toEqual([script[0], 'Book appointment', script[1]]);
  });

  it('closes through onClose and reports it', async () => {
    const { user, onClose } = renderChat();
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChatEvent).toHaveBeenCalledWith('close', { industry: 'healthcare', step: 1 });
  });

  it('keeps the conversation across closing and reopening without restarting it', () => {
    const { rerender, props } = renderChat();
    advance(1000);
    rerender(<DemoChat {...props} open={false} />);
    expect(screen.queryByRole('log')).toBeNull();
    rerender(<DemoChat {...props} open />);
    expect(typingIndicator()).toBeNull();
    advance(5000);
    expect(bubbles()).toEqual([script[0]]);
    expect(rs.mocked(onChatEvent).mock.calls.filter(([action]) => action === 'open')).toHaveLength(2);
  });

  it('clears its timers on unmount', () => {
    const { unmount } = renderChat();
    expect(rs.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(rs.getTimerCount()).toBe(0);
  });

  it('moves focus to the input when it opens as a floating chat', () => {
    renderChat({ floating: true });
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Care Assistant' })).toBeInTheDocument();
  });

  it('closes a floating chat on Escape, as its Close button does; an inline chat stays', async () => {
    const { user, onClose } = renderChat({ floating: true });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChatEvent).toHaveBeenCalledWith('close', { industry: 'healthcare', step: 0 });
    cleanup();
    const inline = renderChat();
    await inline.user.click(screen.getByRole('textbox', { name: 'Type your message' }));
    await inline.user.keyboard('{Escape}');
    expect(inline.onClose).not.toHaveBeenCalled();
  });

  it('takes the industry accent', () => {
    renderChat({ industry: 'real-estate' });
    const chat = screen.getByRole('region', { name: 'Care Assistant' });
    expect(chat.style.getPropertyValue('--accent')).toBe('var(--industry-real-estate-accent, var(--color-brand-600))');
  });
});
