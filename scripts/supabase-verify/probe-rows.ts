import { randomUUID } from 'node:crypto';
import type { InsertOf, TableName } from '@salesiq/shared-data/database-types';

type ProbeRows = { [T in TableName]: () => InsertOf<T> };

/** Marks every row the check writes (and deletes again right away). */
const name = 'supabase:verify probe';
const email = 'supabase-verify@example.com';

const rows: ProbeRows = {
  leads: () => ({ id: randomUUID(), name, email, company: null, industry: 'healthcare', lead_source: 'footer_contact', lead_type: 'contact_request', message: name }),
  personalized_guides: () => ({ id: randomUUID(), name, email, company: name, industry: 'healthcare' }),
  consultations: () => ({
    id: randomUUID(),
    name,
    email,
    company: null,
    industry: 'healthcare',
    consultation_type: 'personalized_guide_followup',
    message: name,
    status: 'requested',
  }),
  template_downloads: () => ({ id: randomUUID(), name, email, company: null, industry: null, template_type: 'general' }),
  demo_requests: () => ({ id: randomUUID(), name, email, company: null, phone: null, industry: 'healthcare', message: name, status: 'pending' }),
  bot_generations: () => ({ id: randomUUID(), name, email, company_name: name, industry: 'healthcare', primary_goal: name }),
  user_interactions: () => ({
    id: randomUUID(),
    session_id: `session_${Date.now()}_verify`,
    user_id: null,
    page_url: 'https://example.com/supabase-verify',
    page_title: name,
    interaction_type: 'click',
    element_type: 'button',
    element_id: null,
    element_text: name,
    interaction_data: {},
    user_agent: name,
    referrer: null,
    device_type: 'desktop',
    browser: 'Node',
    os: 'Linux',
    timestamp: new Date().toISOString(),
  }),
};

/** A valid row of `table` that says it is the check's own. */
export function probeRow<T extends TableName>(table: T): InsertOf<T> {
  return rows[table]();
}
