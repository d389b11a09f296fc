import { describe, expect, it, rs } from '@rstest/core';
import { browserDialogs } from './browser-dialogs';
import { promptWithin } from './prompt-within';
import { stubBrowserDialogs } from './testing/browser-dialogs';

const limit = { maxLength: 5, subject: 'code' };

describe('promptWithin', () => {
  it('gives an answer within the limit as it was typed, surrounding spaces not counted', () => {
    const { alerts } = stubBrowserDialogs({ answers: ['  abcde  '] });
    expect(promptWithin('Code:', limit)).toBe('  abcde  ');
    expect(alerts).toEqual([]);
  });

  it('tells the limit and asks again with the long answer in the field until it fits', () => {
    const { alerts, prompts } = stubBrowserDialogs({ answers: ['abcdef', 'abcdefg', 'abc'] });
    const prompt = rs.spyOn(browserDialogs, 'prompt');
    expect(promptWithin('Code:', limit)).toBe('abc');
    expect(alerts).toEqual(['Please keep your code to 5 characters or fewer.', 'Please keep your code to 5 characters or fewer.']);
    expect(prompts).toEqual(['Code:', 'Code:', 'Code:']);
    expect(prompt.mock.calls.slice(1)).toEqual([['Code:', 'abcdef'], ['Code:', 'abcdefg']]);
  });

  it('counts characters, not UTF-16 units, and gives null when the visitor cancels', () => {
    stubBrowserDialogs({ answers: ['😀😀😀😀😀'] });
    expect(promptWithin('Code:', limit)).toBe('😀😀😀😀😀');
    const { alerts } = stubBrowserDialogs({ answers: ['abcdef', null] });
    expect(promptWithin('Code:', limit)).toBeNull();
    expect(alerts).toHaveLength(1);
  });
});
