import type { GuideIndustryKey } from './guide-industries';

export interface GuideStat {
  value: string;
  label: string;
}

/** One chatbot of the guide (SPEC §3 "Industry content": useCase1, useCase2). */
export interface GuideUseCase {
  name: string;
  subtitle: string;
  description: string;
  /** The conversation, five numbered steps. */
  flow: readonly string[];
  /** The business apps the bot works with, three of the guide's four. */
  integrations: readonly string[];
}

export interface GuideResult {
  value: string;
  metric: string;
  description: string;
}

/** What each part of the integration map does for this industry. */
export interface IntegrationMapCopy {
  chatbot: string;
  crm: string;
  bookings: string;
  /** What connecting the three brings, as bullets. */
  benefits: readonly string[];
}

/** The personalised guide of one industry, rendered by one set of components. */
export interface GuideContent {
  key: GuideIndustryKey;
  displayName: string;
  title: string;
  expectedROI: string;
  introduction: string;
  benefits: readonly string[];
  stats: readonly GuideStat[];
  useCase1: GuideUseCase;
  useCase2: GuideUseCase;
  integrationMap: IntegrationMapCopy;
  results: readonly GuideResult[];
  /** The numbers to watch once the bots are live. */
  kpis: readonly string[];
}
