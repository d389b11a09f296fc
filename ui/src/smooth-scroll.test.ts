import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { renderAllAttribute, scrollSmoothlyTo, whenScrollSettles } from './smooth-scroll';

describe('scrollSmoothlyTo', () => {
  let target: HTMLElement;

  beforeEach(() => {
    rs.useFakeTimers();
    target = document.createElement('section');
    target.scrollIntoView = rs.fn();
    document.body.append(target);
  });

  afterEach(() => {
    rs.useRealTimers();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(renderAllAttribute);
  });

  it('scrolls smoothly with every deferred band rendered until the scroll ends', () => {
    scrollSmoothlyTo(target);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.documentElement).toHaveAttribute(renderAllAttribute);
    window.dispatchEvent(new Event('scrollend'));
    expect(document.documentElement).not.toHaveAttribute(renderAllAttribute);
  });

  it('runs what waits for the scroll once it has ended, or at once when no scroll runs', () => {
    const acts: string[] = [];
    whenScrollSettles(() => acts.push('no scroll'));
    scrollSmoothlyTo(target);
    whenScrollSettles(() => acts.push('after the scroll'));
    expect(acts).toEqual(['no scroll']);
    window.dispatchEvent(new Event('scrollend'));
    expect(acts).toEqual(['no scroll', 'after the scroll']);
    rs.advanceTimersByTime(3000);
    expect(acts).toHaveLength(2);
  });

  it('lets the bands wait again even when the scroll had nowhere to go', () => {
    scrollSmoothlyTo(target);
    rs.advanceTimersByTime(3000);
    expect(document.documentElement).not.toHaveAttribute(renderAllAttribute);
  });
});
