import type { NewRecord } from '@salesiq/shared-data/database-types';
import { industryLeadSource, type IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { filledText } from '@salesiq/shared-data/validation/filled-text';

/** The answers to the four prompts; `null` when a prompt was cancelled. */
export interface DemoPromptAnswers {
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
}

export interface DemoRequestRecords {
  demoRequest: NewRecord<'demo_requests'>;
  lead: NewRecord<'leads'>;
}

/** A prompt's answer, trimmed; a cancelled prompt, or one of only invisible characters, is blank. */
const clean = filledText;

/**
 * The demo_requests and leads rows of a demo request (SPEC §7), or null when name, email or
 * company is missing: then nothing is saved (SPEC §5).
 */
export function demoRequestRecords(
  industry: { key: IndustryKey; displayName: string },
  answers: DemoPromptAnswers,
): DemoRequestRecords | null {
  const name = clean(answers.name);
  const email = clean(answers.email);
  const company = clean(answers.company);
  if (!name || !email || !company) return null;
  const phone = clean(answers.phone) || null;
  const industryWords = industry.displayName.toLowerCase();
  return {
    demoRequest: {
      name,
      email,
      company,
      phone,
      industry: industry.key,
      message: `Requested ${industryWords} SalesIQ demo`,
      status: 'pending',
    },
    lead: {
      name,
      email,
      company,
      phone,
      industry: industry.key,
      lead_source: industryLeadSource(industry.key, 'page'),
      lead_type: 'demo_request',
      message: `Requested ${industryWords} demo from industry page`,
    },
  };
}
