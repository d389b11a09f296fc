import { createConsultation } from '@salesiq/shared-data/operations/create-consultation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import type { BotGeneratorData } from '@salesiq/shared-data/session/bot-generator-data';

/**
 * SPEC §7: the script page's implementation call is a consultation (implementation_assistance,
 * requested), then a lead (bot_script_page, implementation_request).
 */
export function bookImplementationCall(data: BotGeneratorData): Promise<SaveOutcome> {
  // A company that ends its own sentence ("Acme & Co.") gets no second full stop.
  const sentence = `Implementation call requested for the ${data.industryDisplayName} AI bot script of ${data.companyName}`;
  const message = `${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`} Primary goal: ${data.primaryGoal}`;
  return saveLogged('implementation call request', [
    createConsultation({
      name: data.name,
      email: data.email,
      company: data.companyName,
      industry: data.industry,
      consultation_type: 'implementation_assistance',
      message,
      status: 'requested',
    }),
    createLead({
      name: data.name,
      email: data.email,
      company: data.companyName,
      industry: data.industry,
      lead_source: 'bot_script_page',
      lead_type: 'implementation_request',
      message,
    }),
  ]);
}
