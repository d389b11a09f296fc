import { describe, expect, it } from '@rstest/core';
import { businessApps, guideContent, guideContentFor } from './guide-content';
import { guideIndustryKeys, guideIndustryLabels, guideIndustryOptions, guideThemeKey } from './guide-industries';
import type { GuideContent } from './types';

const all = guideIndustryKeys.map((key) => guideContent[key]);

/** Every piece of visitor-facing copy of a guide, for the uniqueness check. */
function copyOf(content: GuideContent): string[] {
  const useCases = [content.useCase1, content.useCase2];
  return [
    content.title,
    content.expectedROI,
    content.introduction,
    ...content.benefits,
    ...content.stats.map((stat) => stat.label),
    ...useCases.flatMap((useCase) => [useCase.name, useCase.subtitle, useCase.description, ...useCase.flow]),
    content.integrationMap.chatbot,
    content.integrationMap.crm,
    content.integrationMap.bookings,
    ...content.integrationMap.benefits,
    ...content.results.map((result) => result.description),
    ...content.kpis,
  ];
}

describe('guide industries', () => {
  it('offers the eleven guide-form industries in the form order with their labels', () => {
    expect(guideIndustryOptions).toEqual([
      { value: 'healthcare', label: 'Healthcare' },
      { value: 'automotive', label: 'Automotive' },
      { value: 'ecommerce', label: 'E-commerce' },
      { value: 'finance', label: 'Finance' },
      { value: 'real-estate', label: 'Real Estate' },
      { value: 'travel', label: 'Travel' },
      { value: 'education', label: 'Education' },
      { value: 'manufacturing', label: 'Manufacturing' },
      { value: 'hospitality', label: 'Hospitality' },
      { value: 'legal', label: 'Legal' },
      { value: 'fitness', label: 'Fitness' },
    ]);
  });

  it('themes e-commerce with the site’s retail colours', () => {
    expect(guideThemeKey('ecommerce')).toBe('retail');
    expect(guideThemeKey('real-estate')).toBe('real-estate');
  });
});

describe('guide content', () => {
  it('has a guide for each of the eleven industries under its own key and label', () => {
    expect(Object.keys(guideContent).sort()).toEqual([...guideIndustryKeys].sort());
    for (const key of guideIndustryKeys) {
      expect(guideContent[key].key).toBe(key);
      expect(guideContent[key].displayName).toBe(guideIndustryLabels[key]);
    }
  });

  it('gives healthcare the expected ROI of the spec', () => {
    expect(guideContent.healthcare.expectedROI).toBe('3x ROI in 90 days');
  });

  it.each(all.map((content) => [content.key, content] as const))('%s has every part of the guide', (_key, content) => {
    expect(content.title.length).toBeGreaterThan(20);
    expect(content.expectedROI).toMatch(/ROI in /);
    expect(content.introduction.length).toBeGreaterThan(250);
    expect(content.benefits).toHaveLength(4);
    expect(content.stats).toHaveLength(3);
    for (const stat of content.stats) expect(stat.value).toMatch(/^\d|^24\/7$/);
    for (const useCase of [content.useCase1, content.useCase2]) {
      expect(useCase.name).toMatch(/ Bot$/);
      expect(useCase.subtitle).not.toBe('');
      expect(useCase.description.length).toBeGreaterThan(60);
      expect(useCase.flow).toHaveLength(5);
      expect(useCase.integrations).toHaveLength(3);
    }
    expect(content.integrationMap.benefits).toHaveLength(3);
    expect(content.results).toHaveLength(3);
    expect(content.kpis).toHaveLength(4);
  });

  it.each(all.map((content) => [content.key, content] as const))('%s names 4 business apps, CRM and Bookings among them', (_key, content) => {
    const apps = businessApps(content);
    expect(apps).toHaveLength(4);
    expect(apps).toEqual(expect.arrayContaining(['Zoho CRM', 'Zoho Bookings']));
  });

  it('never repeats a piece of copy, within a guide or across guides', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const content of all) {
      for (const text of copyOf(content)) {
        const owner = seen.get(text);
        if (owner !== undefined) repeats.push(`${content.key} repeats ${owner}: ${text}`);
        seen.set(text, content.key);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('falls back to healthcare for an unknown or missing industry', () => {
    expect(guideContentFor('legal')).toBe(guideContent.legal);
    expect(guideContentFor('real-estate')).toBe(guideContent['real-estate']);
    expect(guideContentFor('telecom')).toBe(guideContent.healthcare);
    expect(guideContentFor('')).toBe(guideContent.healthcare);
    expect(guideContentFor(undefined)).toBe(guideContent.healthcare);
  });
});
