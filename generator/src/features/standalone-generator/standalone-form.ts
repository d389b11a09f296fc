import { isBlank } from '@salesiq/shared-data/validation/filled-text';
import type { BotConfig } from '../../domain/bot-config';
import { standaloneIndustryLabel } from '../../content/standalone-industries';

export interface StandaloneForm {
  industry: string;
  companyName: string;
  primaryGoal: string;
  integrations: string[];
  customFields: string[];
}

export const emptyStandaloneForm: StandaloneForm = {
  industry: '',
  companyName: '',
  primaryGoal: '',
  integrations: [''],
  customFields: [''],
};

/** SPEC §4/§9: the standalone generator always takes this long. */
export const standaloneGenerateMs = 3000;

export const missingFieldsAlert = 'Please fill in industry and company name.';

/**
 * SPEC §5: Generate AI Bot is disabled while the industry or the company name is empty. A company
 * name of spaces only leaves it enabled, so pressing it tells the visitor what is missing
 * (`canGenerate` fails and the alert shows) instead of a button that stays grey without a word.
 */
export function hasIndustryAndCompany(form: StandaloneForm): boolean {
  return form.industry !== '' && form.companyName !== '';
}

/** SPEC §5: industry and company name are required. */
export function canGenerate(form: StandaloneForm): boolean {
  return !isBlank(form.industry) && !isBlank(form.companyName);
}

export function standaloneBotConfig(form: StandaloneForm): BotConfig {
  return {
    industry: form.industry,
    industryName: standaloneIndustryLabel(form.industry),
    companyName: form.companyName,
    primaryGoal: form.primaryGoal,
    integrations: form.integrations,
    customFields: form.customFields,
  };
}
