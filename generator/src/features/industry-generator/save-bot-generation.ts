import type { NewRecord } from '@salesiq/shared-data/database-types';
import { industryLeadSource, isIndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { createBotGeneration } from '@salesiq/shared-data/operations/create-bot-generation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import type { GeneratorForm } from './generator-form';

/** SPEC §4/§9: wait after a stored save, or after a save that stays in the outbox for a retry. */
export const storedWaitMs = 2000;
export const queuedWaitMs = 3000;

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

function trimmed(form: GeneratorForm): GeneratorForm {
  return {
    companyName: form.companyName.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
    primaryGoal: form.primaryGoal.trim(),
  };
}

export function botGenerationRecord({ industryKey, form }: BotGenerationRequest): NewRecord<'bot_generations'> {
  const { companyName, name, email, primaryGoal } = trimmed(form);
  return { name, email, company_name: companyName, industry: industryKey, primary_goal: primaryGoal };
}

export function botGenerationLead({ industryKey, industryDisplayName, form }: BotGenerationRequest): NewRecord<'leads'> {
  const { companyName, name, email, primaryGoal } = trimmed(form);
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
 * Records the generation, then the lead (SPEC §7), and returns how long to wait before showing
 * the script: a record that is not stored yet stays in the outbox and is retried.
 */
export async function saveBotGeneration(request: BotGenerationRequest): Promise<number> {
  const generation = await createBotGeneration(botGenerationRecord(request));
  const lead = await createLead(botGenerationLead(request));
  if (generation === 'stored' && lead === 'stored') return storedWaitMs;
  console.warn('Error saving bot generation: it stays queued and will be retried.', { generation, lead });
  return queuedWaitMs;
}
