import { afterEach, describe, expect, it } from '@rstest/core';
import { showNavigationPending } from './navigation-cue';

describe('showNavigationPending', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('marks the main region busy while a navigation waits for its page, and clears it after', () => {
    document.body.innerHTML = '<main id="main"></main>';
    const main = document.getElementById('main');
    showNavigationPending(true);
    expect(main).toHaveAttribute('aria-busy', 'true');
    showNavigationPending(false);
    expect(main).not.toHaveAttribute('aria-busy');
  });
});
