import { randomUUID } from 'node:crypto';
import type { InsertOf, TableName } from '@salesiq/shared-data/database-types';

type Samples = { [T in TableName]: () => InsertOf<T> };

const samples: Samples = {
  leads: () => ({
    id: randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    industry: 'real-estate',
    lead_source: 'real_estate_page',
    lead_type: 'demo_request',
    message: 'Requested real estate demo from industry page',
    phone: '+61 3 9000 0000',
  }),
  personalized_guides: () => ({
    id: randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    industry: 'healthcare',
  }),
  consultations: () => ({
    id: randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    industry: 'healthcare',
    consultation_type: 'personalized_guide_followup',
    message: 'Follow-up on the guide',
    status: 'requested',
  }),
  template_downloads: () => ({
    id: randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: null,
    industry: null,
    template_type: 'general',
  }),
  demo_requests: () => ({
    id: randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    phone: null,
    industry: 'automotive',
    message: 'Requested automotive SalesIQ demo',
    status: 'pending',
  }),
  bot_generations: () => ({
    id: randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company_name: 'Analytical Engines',
    industry: 'finance',
    primary_goal: 'Qualify loan applicants',
  }),
  user_interactions: () => ({
    id: randomUUID(),
    session_id: `session_${Date.now()}_${randomUUID().slice(0, 8)}`,
    user_id: null,
    page_url: 'http://localhost:3000/healthcare',
    page_title: 'SalesIQ for Healthcare',
    interaction_type: 'click',
    element_type: 'button',
    element_id: 'download-kit',
    element_text: 'Download Template Kit',
    interaction_data: { label: 'Download Template Kit' },
    user_agent: 'Mozilla/5.0',
    referrer: null,
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Linux',
    timestamp: new Date().toISOString(),
  }),
};

/** A valid row for `table` with a fresh client-made id. */
export function sampleRow<T extends TableName>(table: T): InsertOf<T> {
  return samples[table]();
}
