import { describe, expect, it } from '@rstest/core';
import { isHumanInput, markReplayedHumanInput } from './replayed-input';

describe('replayed input', () => {
  it("counts an event made by script as a person's only once it is marked as a replay of one", () => {
    const scripted = new Event('input', { bubbles: true });
    expect(isHumanInput(scripted)).toBe(false);
    expect(isHumanInput(markReplayedHumanInput(new Event('input', { bubbles: true })))).toBe(true);
  });
});
