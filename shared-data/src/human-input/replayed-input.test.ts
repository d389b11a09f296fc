import { describe, expect, it } from '@rstest/core';
import { isHumanInput, replayedHumanInputKey } from './replayed-input.mjs';

describe('replayed input', () => {
  it("counts an event made by script as a person's only once it is marked as a replay of one", () => {
    expect(isHumanInput(new Event('input', { bubbles: true }))).toBe(false);
    const replay = new Event('click', { bubbles: true });
    Object.defineProperty(replay, replayedHumanInputKey, { value: true });
    expect(isHumanInput(replay)).toBe(true);
  });
});
