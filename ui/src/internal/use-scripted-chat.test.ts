import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { useScriptedChat } from './use-scripted-chat';

const script = ['one', 'two', 'three'];

function setup(active = true, options: { strict?: boolean } = {}) {
  const onBotMessage = rs.fn();
  const view = renderHook((props: { active: boolean }) => useScriptedChat({ script, active: props.active, onBotMessage }), {
    initialProps: { active },
    wrapper: options.strict ? StrictMode : undefined,
  });
  return { ...view, onBotMessage };
}

const advance = (ms: number) => act(() => void rs.advanceTimersByTime(ms));
const lines = (messages: { message: string }[]) => messages.map((message) => message.message);

beforeEach(() => {
  rs.useFakeTimers();
});

afterEach(() => {
  cleanup();
  rs.useRealTimers();
});

describe('useScriptedChat', () => {
  it('waits while inactive', () => {
    const { result } = setup(false);
    advance(5000);
    expect(result.current.messages).toEqual([]);
    expect(result.current.typing).toBe(false);
  });

  it('plays the opening line once, also under StrictMode', () => {
    const { result, onBotMessage } = setup(true, { strict: true });
    expect(result.current.typing).toBe(true);
    advance(1000);
    expect(lines(result.current.messages)).toEqual(['one']);
    expect(onBotMessage).toHaveBeenCalledTimes(1);
    expect(onBotMessage).toHaveBeenCalledWith('one', 1);
  });

  it('shows the typing indicator for 1500 ms from the open, past the opening line at 1000 ms', () => {
    const { result } = setup();
    advance(1000);
    expect(lines(result.current.messages)).toEqual(['one']);
    expect(result.current.typing).toBe(true);
    advance(499);
    expect(result.current.typing).toBe(true);
    advance(1);
    expect(result.current.typing).toBe(false);
  });

  it('keeps the indicator on, without a gap, when an answer is owed as the opening one ends', () => {
    const { result } = setup();
    advance(1000);
    act(() => result.current.send('hi'));
    for (const step of [499, 1, 1499]) {
      advance(step);
      expect(result.current.typing).toBe(true);
    }
    advance(1);
    expect(lines(result.current.messages)).toEqual(['one', 'hi', 'two']);
    expect(result.current.typing).toBe(false);
  });

  it('drops pending timers when deactivated and answers on reactivation', () => {
    const { result, rerender, onBotMessage } = setup();
    advance(1000);
    act(() => result.current.send('hi'));
    advance(600);
    expect(result.current.typing).toBe(true);
    rerender({ active: false });
    expect(result.current.typing).toBe(false);
    advance(5000);
    expect(lines(result.current.messages)).toEqual(['one', 'hi']);
    rerender({ active: true });
    advance(1999);
    expect(lines(result.current.messages)).toEqual(['one', 'hi']);
    advance(1);
    expect(lines(result.current.messages)).toEqual(['one', 'hi', 'two']);
    expect(onBotMessage).toHaveBeenLastCalledWith('two', 2);
  });

  it('says line 1 at 1000 ms even when a message comes first, then answers that message 2000 ms after it', () => {
    const { result } = setup();
    advance(300);
    act(() => result.current.send('early'));
    advance(699);
    expect(lines(result.current.messages)).toEqual(['early']);
    advance(1);
    expect(lines(result.current.messages)).toEqual(['early', 'one']);
    expect(result.current.typing).toBe(true);
    advance(1299);
    expect(lines(result.current.messages)).toEqual(['early', 'one']);
    advance(1);
    expect(lines(result.current.messages)).toEqual(['early', 'one', 'two']);
    expect(result.current.typing).toBe(false);
  });

  it('answers each of two quick messages, each 2000 ms after it', () => {
    const { result, onBotMessage } = setup();
    advance(1000);
    act(() => result.current.send('a'));
    advance(200);
    act(() => result.current.send('b'));
    advance(1800);
    expect(lines(result.current.messages)).toEqual(['one', 'a', 'b', 'two']);
    expect(result.current.typing).toBe(true);
    advance(200);
    expect(lines(result.current.messages)).toEqual(['one', 'a', 'b', 'two', 'three']);
    expect(result.current.typing).toBe(false);
    expect(onBotMessage).toHaveBeenLastCalledWith('three', 3);
  });

  it('owes no more answers than the script has lines left', () => {
    const { result } = setup();
    advance(1000);
    for (const text of ['a', 'b', 'c']) act(() => result.current.send(text));
    // The opening's indicator ends at 1500 ms; each of the two answers owed starts, ends and says.
    expect(rs.getTimerCount()).toBe(1 + 2 * 3);
    advance(2000);
    expect(lines(result.current.messages)).toEqual(['one', 'a', 'b', 'c', 'two', 'three']);
    expect(result.current.typing).toBe(false);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('gives every message an id, a type and a timestamp', () => {
    const { result } = setup();
    advance(1000);
    act(() => result.current.send('hi'));
    const [bot, user] = result.current.messages;
    expect(bot).toMatchObject({ type: 'bot', message: 'one' });
    expect(user).toMatchObject({ type: 'user', message: 'hi' });
    expect(bot?.id).not.toBe(user?.id);
    expect(user?.timestamp).toBeInstanceOf(Date);
  });

  it('says each line once, in order, then stays quiet', () => {
    const { result, onBotMessage } = setup();
    advance(1000);
    for (const text of ['a', 'b', 'c', 'd']) {
      act(() => result.current.send(text));
      advance(2000);
    }
    expect(lines(result.current.messages)).toEqual(['one', 'a', 'two', 'b', 'three', 'c', 'd']);
    expect(onBotMessage).toHaveBeenCalledTimes(3);
    expect(rs.getTimerCount()).toBe(0);
  });
});
