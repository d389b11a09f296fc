import { describe, expect, it, rs } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import { advance, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import { preselectDelayMs, useTemplateRequest } from './use-template-request';

const scrollToSection = rs.hoisted(() => rs.fn());
rs.mock('../shared/scroll-to-section', () => ({ scrollToSection }));

describe('useTemplateRequest', () => {
  installFakeTimersForComponents();

  it('scrolls to the lead magnet at once and preselects the industry 800 ms later', () => {
    scrollToSection.mockClear();
    const { result } = renderHook(() => useTemplateRequest());
    result.current.requestTemplates('healthcare');
    expect(scrollToSection).toHaveBeenCalledWith('lead-magnet');
    advance(preselectDelayMs - 1);
    expect(result.current.preselect).toBeNull();
    advance(1);
    expect(result.current.preselect).toEqual({ industry: 'healthcare', request: 1 });
  });

  it('preselects other for an industry the form does not offer, and counts repeated requests', () => {
    const { result } = renderHook(() => useTemplateRequest());
    result.current.requestTemplates('other');
    advance(preselectDelayMs);
    result.current.requestTemplates('fitness');
    advance(preselectDelayMs);
    expect(result.current.preselect).toEqual({ industry: 'other', request: 2 });
  });

  it('keeps only the last of two quick requests', () => {
    const { result } = renderHook(() => useTemplateRequest());
    result.current.requestTemplates('finance');
    advance(400);
    result.current.requestTemplates('travel');
    advance(preselectDelayMs);
    expect(result.current.preselect).toEqual({ industry: 'travel', request: 1 });
  });

  it('drops a pending request when the page goes away', () => {
    const { result, unmount } = renderHook(() => useTemplateRequest());
    result.current.requestTemplates('finance');
    unmount();
    expect(rs.getTimerCount()).toBe(0);
  });
});
