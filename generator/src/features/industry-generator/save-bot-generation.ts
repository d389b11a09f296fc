import type { NewRecord } from '@salesiq/shared-data/database-types';
import { industryLeadSource, isIndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { createBotGeneration } from '@salesiq/shared-data/operations/create-bot-generation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { combinedOutcome } from '@salesiq/shared-data/operations/save-logged';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { filledGeneratorForm, type GeneratorForm } from './generator-form';

export interface BotGenerationRequest {
  industryKey: string;
  industryDisplayName: string;
  form: GeneratorForm;
}

/** `{industry}_bot_generator`, with underscores: `real_estate_bot_generator`. */
export function botGeneratorLeadSource(industryKey: string): string {
  if (isIndustryKey(industryKey)) return industryLeadSource(industryKey, 'bot_generator');
  return `${industryKey.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_bot_generator`;
}

function botGenerationRecord({ industryKey, form }: BotGenerationRequest): NewRecord<'bot_generations'> {
  const { companyName, name, email, primaryGoal } = filledGeneratorForm(form);
  return { name, email, company_name: companyName, industry: industryKey, primary_goal: primaryGoal };
}

function botGenerationLead({ industryKey, industryDisplayName, form }: BotGenerationRequest): NewRecord<'leads'> {
  const { companyName, name, email, primaryGoal } = filledGeneratorForm(form);
  return {
    name,
    email,
    company: companyName,
    industry: industryKey,
    lead_source: botGeneratorLeadSource(industryKey),
    lead_type: 'bot_generation',
    message: `Generated a custom ${industryDisplayName} AI bot script. Primary goal: ${primaryGoal}`,
  };
}

/**
 * Queues the generation, then the lead (SPEC §7): both enter the outbox at once, in that order,
 * so neither waits on the network and both are kept whatever happens next. Resolves to how
 * their first delivery attempts ended, together.
 */
export async function saveBotGeneration(request: BotGenerationRequest): Promise<SaveOutcome> {
  return combinedOutcome(await Promise.all([createBotGeneration(botGenerationRecord(request)), createLead(botGenerationLead(request))]));
}
