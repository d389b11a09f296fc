import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { scrollToSection } from './scroll-to-section';

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    rs.restoreAllMocks();
  });

  function section(id: string) {
    const element = document.createElement('section');
    element.id = id;
    element.scrollIntoView = rs.fn();
    document.body.append(element);
    return element;
  }

  it('scrolls smoothly to the section', () => {
    const target = section('lead-magnet');
    expect(scrollToSection('lead-magnet')).toBe(target);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).not.toBe(target);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    rs.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    const target = section('demo-section');
    scrollToSection('demo-section');
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('can move focus to the section', () => {
    const target = section('demo-section');
    scrollToSection('demo-section', { moveFocus: true });
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(target);
  });

  it('does nothing when the section is not on the page', () => {
    expect(scrollToSection('missing')).toBeNull();
  });
});
