import type { ClaimedLeadNotification } from '@salesiq/shared-data/database-types';

type Lead = NonNullable<ClaimedLeadNotification['lead']>;

export const demoLead: Lead = {
  id: '22222222-2222-4222-8222-222222222222',
  created_at: '2026-12-07T08:49:17.078Z',
  name: 'Dana Reyes',
  email: 'dana@brightclinic.example',
  company: 'Bright Clinic',
  industry: 'healthcare',
  lead_source: 'healthcare_page',
  lead_type: 'demo_request',
  message: 'Requested healthcare demo from industry page',
  phone: '+61 3 9000 0000',
  session_id: 'session_1_abc',
};

/** A claimed industry-page demo request as the database hands it over; override what a test needs. */
export function claimedEntry(overrides: Partial<ClaimedLeadNotification> = {}): ClaimedLeadNotification {
  return {
    id: '38c6ae05-273f-4788-969f-1045b6a9e6fc',
    lease_token: '42e55273-476d-4b67-9efd-9e98584b51bf',
    attempts: 1,
    kind: 'demo_request',
    created_at: '2026-12-07T08:49:16.692Z',
    session_id: 'session_1_abc',
    lead: demoLead,
    record_table: 'demo_requests',
    record: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Dana Reyes',
      email: 'dana@brightclinic.example',
      company: 'Bright Clinic',
      industry: 'healthcare',
      message: 'Requested healthcare SalesIQ demo',
      status: 'pending',
    },
    attribution: {
      this_visit: { landing_path: '/healthcare', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'clinics-dec', visit_number: 2 },
    },
    journey: { pages_seen: 2, pages: ['http://localhost:3000/', 'http://localhost:3000/healthcare'], seconds_to_request: 250 },
    ...overrides,
  };
}
