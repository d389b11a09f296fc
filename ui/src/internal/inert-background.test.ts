import { describe, expect, it } from '@rstest/core';
import { inertBackground } from './inert-background';

describe('inertBackground', () => {
  it('makes every other child of body inert, and undoes only what it changed', () => {
    document.body.innerHTML = '<div id="app"></div><div id="already" inert></div><div id="portal"><div id="modal"></div></div>';
    const modal = document.getElementById('modal');
    if (!modal) throw new Error('fixture missing');

    const restore = inertBackground(modal);
    expect(document.getElementById('app')).toHaveAttribute('inert');
    expect(document.getElementById('portal')).not.toHaveAttribute('inert');

    restore();
    expect(document.getElementById('app')).not.toHaveAttribute('inert');
    expect(document.getElementById('already')).toHaveAttribute('inert');
  });
});
