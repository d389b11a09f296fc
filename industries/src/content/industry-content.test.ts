import { industries, type IndustryKey, industryKeys } from '@salesiq/shared-data/industries/catalogue';
import { describe, expect, it } from '@rstest/core';
import { loadIndustryContent } from './load-industry-content';
import type { IndustryContent } from './types';

const all = await Promise.all(industryKeys.map(loadIndustryContent));
const industryContent = Object.fromEntries(all.map((content) => [content.key, content])) as Record<IndustryKey, IndustryContent>;

const full = all.flatMap((content) => (content.layout === 'full' ? [content] : []));

/** Every sentence of visitor-facing copy in a page, for the uniqueness check. */
function copyOf(content: IndustryContent): string[] {
  const shared = [
    content.hero.eyebrow,
    content.hero.lead,
    ...content.hero.highlights,
    ...content.hero.preview.map((line) => line.text),
    content.cta.heading,
    content.cta.body,
    content.bot.name,
    ...content.bot.script,
  ];
  if (content.layout !== 'full') return shared;
  return [
    ...shared,
    content.challengesIntro.heading,
    content.challengesIntro.lead,
    ...content.challenges.flatMap((challenge) => [challenge.title, challenge.description]),
    content.useCasesIntro.heading,
    content.useCasesIntro.lead,
    ...content.useCases.flatMap((useCase) => [useCase.name, useCase.summary, ...useCase.steps]),
    content.contentBlock.heading,
    content.contentBlock.body,
    ...content.contentBlock.points.flatMap((point) => [point.title, point.text]),
    content.results.heading,
    ...content.results.figures.map((figure) => figure.label),
    content.results.testimonial.quote,
    content.results.testimonial.name,
    ...content.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}

describe('industry content', () => {
  it('has one module per industry, under its own key and display name', () => {
    expect(all.map((content) => content.key)).toEqual([...industryKeys]);
    for (const industry of industries) {
      const content = industryContent[industry.key];
      expect(content.key).toBe(industry.key);
      expect(content.displayName).toBe(industry.displayName);
      expect(content.colors.fg).toContain(`--industry-${industry.key}-accent`);
      expect(content.colors.bg).toContain(`--industry-${industry.key}-bg`);
    }
  });

  it.each(all.map((content) => [content.key, content] as const))('%s has hero, call to action, bot and mail details', (_key, content) => {
    expect(content.hero.lead.length).toBeGreaterThan(80);
    expect(content.hero.highlights).toHaveLength(3);
    expect(content.hero.preview.length).toBeGreaterThanOrEqual(2);
    expect(content.hero.preview[0]?.from).toBe('visitor');
    expect(content.cta.heading).not.toBe('');
    expect(content.bot.name).toMatch(new RegExp(`^${content.displayName.replace('&', '\\&')} AI `));
    expect(content.bot.script).toHaveLength(5);
    expect(content.demoDraft.businessPlaceholder).toMatch(/^\[Your [A-Z][a-z]+\]$/);
    expect(content.demoDraft.questions.length).toBeGreaterThanOrEqual(3);
    expect(content.demoDraft.features.length).toBeGreaterThanOrEqual(4);
  });

  it.each(full.map((content) => [content.key, content] as const))('%s has every section of an industry page', (_key, content) => {
    expect(content.challenges).toHaveLength(4);
    expect(content.useCases).toHaveLength(2);
    for (const useCase of content.useCases) {
      expect(useCase.steps).toHaveLength(5);
      expect(useCase.integrations.length).toBeGreaterThanOrEqual(3);
    }
    expect(content.contentBlock.points).toHaveLength(3);
    expect(content.results.figures).toHaveLength(3);
    expect(content.results.testimonial.name).toMatch(/\S+ \S+/);
    expect(content.results.testimonial.organisation).not.toBe('');
    expect(content.faqs).toHaveLength(5);
  });

  it('shows only the hero and closing call to action for Food & Beverage', () => {
    expect(industryContent['food-beverage'].layout).toBe('hero-only');
    expect(full).toHaveLength(19);
  });

  it('never repeats copy between industries', () => {
    const owners = new Map<string, string>();
    const repeated: string[] = [];
    for (const content of all) {
      for (const text of new Set(copyOf(content))) {
        const owner = owners.get(text);
        if (owner && owner !== content.key) repeated.push(`${owner} / ${content.key}: ${text}`);
        owners.set(text, content.key);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('uses a different testimonial person and organisation on every page', () => {
    const people = full.map((content) => content.results.testimonial.name);
    const organisations = full.map((content) => content.results.testimonial.organisation);
    expect(new Set(people).size).toBe(full.length);
    expect(new Set(organisations).size).toBe(full.length);
  });
});

describe('page specifics of SPEC §2', () => {
  const page = (key: IndustryKey) => {
    const content = industryContent[key];
    if (content.layout !== 'full') throw new Error(`${key} is not a full page`);
    return content;
  };
  const figures = (key: IndustryKey) => page(key).results.figures.map((figure) => figure.value);

  it('healthcare: challenges, use cases, journey, figures, generator and guide nav', () => {
    const healthcare = page('healthcare');
    expect(healthcare.challenges.map((challenge) => challenge.stat ?? '')).toEqual(['', '50%', '60%', '']);
    expect(healthcare.challenges[0]?.title).toMatch(/phone tag/i);
    expect(healthcare.challenges[1]?.title).toMatch(/after-hours/i);
    expect(healthcare.challenges[2]?.title).toMatch(/staff overwhelm/i);
    expect(healthcare.challenges[3]?.title).toMatch(/compliance/i);
    expect(healthcare.useCases.map((useCase) => useCase.name)).toEqual(['Appointment Booking Bot', 'Patient Intake Bot']);
    expect(healthcare.journey?.steps).toHaveLength(6);
    expect(figures('healthcare')).toEqual(['70%', '3x', '40%']);
    expect(healthcare.generator).toBeDefined();
    expect(healthcare.guideNav).toBe(true);
  });

  it('finance: loan and investment bots with 85%, 50%, 95%', () => {
    expect(page('finance').useCases.map((useCase) => useCase.name)).toEqual(['Loan Application Bot', 'Investment Advisory Bot']);
    expect(figures('finance')).toEqual(['85%', '50%', '95%']);
  });

  it('retail: generator, 35% / 50% / 60% and a 15-minute hold in the script', () => {
    expect(page('retail').generator).toBeDefined();
    expect(figures('retail')).toEqual(['35%', '50%', '60%']);
    expect(industryContent.retail.bot.script.some((line) => line.includes('15-minute hold'))).toBe(true);
  });

  it('only healthcare and retail mount the generator; only healthcare has the guide nav and journey', () => {
    expect(full.filter((content) => content.generator).map((content) => content.key)).toEqual(['healthcare', 'retail']);
    expect(full.filter((content) => content.guideNav).map((content) => content.key)).toEqual(['healthcare']);
    expect(full.filter((content) => content.journey).map((content) => content.key)).toEqual(['healthcare']);
  });

  it.each([
    ['hospitality', ['65%', '40%', '50%'], ['more direct bookings', 'higher guest satisfaction', 'reduced front desk load']],
    ['automotive', ['75%', '60%', '24/7'], ['more qualified leads', 'faster service booking']],
    ['legal', ['80%', '65%', '24/7'], ['more qualified consultations', 'faster intake']],
    ['fitness', ['55%', '40%', '70%'], ['higher membership conversion', 'reduced churn', 'more class bookings']],
    ['telecom', ['50%', '35%', '24/7'], ['fewer support calls', 'higher plan upgrades']],
  ] as const)('%s shows its marketing figures', (key, values, labels) => {
    expect(figures(key)).toEqual(values);
    const shown = page(key).results.figures.map((figure) => figure.label);
    labels.forEach((label, index) => expect(shown[index]).toBe(label));
  });

  it.each([
    ['retail', 'Retail AI Shopping Assistant'],
    ['real-estate', 'Real Estate AI Property Assistant'],
    ['travel', 'Travel AI Travel Assistant'],
    ['education', 'Education AI Admissions Assistant'],
    ['manufacturing', 'Manufacturing AI Manufacturing Assistant'],
    ['hospitality', 'Hospitality AI Concierge Assistant'],
    ['automotive', 'Automotive AI Auto Assistant'],
    ['legal', 'Legal AI Legal Assistant'],
    ['fitness', 'Fitness AI Fitness Coach'],
    ['telecom', 'Telecom AI Telecom Assistant'],
    ['food-beverage', 'Food & Beverage AI Food Assistant'],
  ] as const)('%s bot is the %s', (key, name) => {
    expect(industryContent[key].bot.name).toBe(name);
  });
});
