import type { BotConfig } from '../bot-config';

/** A bot config for tests; override what the test is about. */
export function botConfig(overrides: Partial<BotConfig> = {}): BotConfig {
  return {
    industry: 'healthcare',
    industryName: 'Healthcare',
    companyName: 'Acme Health',
    primaryGoal: 'Automate appointment booking',
    integrations: [],
    customFields: [],
    ...overrides,
  };
}
