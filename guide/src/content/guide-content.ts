import { automotive } from './automotive';
import { ecommerce } from './ecommerce';
import { education } from './education';
import { finance } from './finance';
import { fitness } from './fitness';
import { type GuideIndustryKey, isGuideIndustryKey } from './guide-industries';
import { healthcare } from './healthcare';
import { hospitality } from './hospitality';
import { legal } from './legal';
import { manufacturing } from './manufacturing';
import { realEstate } from './real-estate';
import { travel } from './travel';
import type { GuideContent } from './types';

export const guideContent: Record<GuideIndustryKey, GuideContent> = {
  healthcare,
  automotive,
  ecommerce,
  finance,
  'real-estate': realEstate,
  travel,
  education,
  manufacturing,
  hospitality,
  legal,
  fitness,
};

/** The guide of the industry in the URL; an unknown industry gets the healthcare guide (SPEC §2). */
export function guideContentFor(industry: string | undefined): GuideContent {
  return industry !== undefined && isGuideIndustryKey(industry) ? guideContent[industry] : guideContent.healthcare;
}

/** The distinct business apps both chatbots work with, in order of first mention. */
export function businessApps(content: GuideContent): string[] {
  return [...new Set([...content.useCase1.integrations, ...content.useCase2.integrations])];
}
