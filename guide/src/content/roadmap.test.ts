import { describe, expect, it } from '@rstest/core';
import { guideContent } from './guide-content';
import { pageRoadmap, textRoadmap, industryUseCases } from './roadmap';

describe('roadmap', () => {
  it('shows four phases on the page: Setup week 1, Customization week 2, Optimization weeks 3-4, Advanced month 2+', () => {
    const phases = pageRoadmap(guideContent.legal).map(({ name, period }) => [name, period]);
    expect(phases).toEqual([
      ['Setup', 'Week 1'],
      ['Customization', 'Week 2'],
      ['Optimization', 'Weeks 3-4'],
      ['Advanced', 'Month 2+'],
    ]);
  });

  it('names the industry’s own bots in the phases that build them', () => {
    const [, customization, optimization] = pageRoadmap(guideContent.legal);
    expect(customization?.tasks).toContain('Build the Client Intake Bot conversation');
    expect(optimization?.tasks).toContain('Launch the Consultation Booking Bot');
  });

  it('runs weeks 1, 2 and 3, then ongoing in the downloaded guide', () => {
    expect(textRoadmap(guideContent.fitness).map((phase) => phase.period)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Ongoing']);
  });

  it('gives use case 1 a 2-3 week timeline and use case 2 a 1-2 week timeline', () => {
    const [first, second] = industryUseCases(guideContent.travel);
    expect(first).toEqual({ useCase: guideContent.travel.useCase1, timeline: '2-3 weeks' });
    expect(second).toEqual({ useCase: guideContent.travel.useCase2, timeline: '1-2 weeks' });
  });
});
