import { afterEach, describe, expect, it, rs } from '@rstest/core';

/** A fresh copy of the module, as each app that bundles the dialog has its own. */
async function bundledCopy() {
  rs.resetModules();
  return import('./scroll-lock');
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('lockBodyScroll', () => {
  it('locks the page until the last lock is released', async () => {
    const { lockBodyScroll } = await bundledCopy();
    document.body.style.overflow = 'auto';
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('counts the locks of every copy of the module on the page', async () => {
    const landing = await bundledCopy();
    const industries = await bundledCopy();
    expect(landing.lockBodyScroll).not.toBe(industries.lockBodyScroll);
    const outer = landing.lockBodyScroll();
    const inner = industries.lockBodyScroll();
    outer();
    expect(document.body.style.overflow).toBe('hidden');
    inner();
    expect(document.body.style.overflow).toBe('');
  });
});
