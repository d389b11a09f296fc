import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { createConsultation } from '@salesiq/shared-data/operations/create-consultation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import type { BotGeneratorData } from '@salesiq/shared-data/session/bot-generator-data';

/**
 * SPEC §7: the script page's implementation call is a consultation (implementation_assistance,
 * requested), then a lead (bot_script_page, implementation_request).
 */
export async function bookImplementationCall(data: BotGeneratorData): Promise<SaveOutcome> {
  const message = `Implementation call requested for the ${data.industryDisplayName} AI bot script of ${data.companyName}. Primary goal: ${data.primaryGoal}`;
  const consultation = await createConsultation({
    name: data.name,
    email: data.email,
    company: data.companyName,
    industry: data.industry,
    consultation_type: 'implementation_assistance',
    message,
    status: 'requested',
  });
  const lead = await createLead({
    name: data.name,
    email: data.email,
    company: data.companyName,
    industry: data.industry,
    lead_source: 'bot_script_page',
    lead_type: 'implementation_request',
    message,
  });
  if (consultation === 'stored' && lead === 'stored') return 'stored';
  console.warn('Error saving implementation call request: it stays queued and will be retried.');
  return 'queued';
}
