import { industries } from '@salesiq/shared-data/industries/catalogue';
import { describe, expect, it } from '@rstest/core';
import { industryUseCases } from '../../content/industry-use-cases';
import { industryCardTarget } from './industry-card-target';

describe('industryCardTarget', () => {
  it.each([
    ['Healthcare', '/healthcare'],
    ['Retail/E-commerce', '/retail'],
    ['Real Estate', '/real-estate'],
    ['Food & Beverage', '/food-beverage'],
    ['SaaS', '/saas'],
  ])('sends %s to %s', (name, path) => {
    expect(industryCardTarget(name)).toEqual({ kind: 'route', path });
  });

  it('sends an unknown name to the industry details', () => {
    expect(industryCardTarget('Space Mining')).toEqual({ kind: 'details' });
  });

  it('has a route for every card of the grid', () => {
    expect(industries).toHaveLength(20);
    for (const industry of industries) {
      expect(industryCardTarget(industry.gridName)).toEqual({ kind: 'route', path: `/${industry.key}` });
      expect(industryUseCases[industry.key].useCase.length).toBeGreaterThan(0);
    }
  });
});
