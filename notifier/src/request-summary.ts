import type { ClaimedLeadNotification, Json } from '@salesiq/shared-data/database-types';
import { findIndustry } from '@salesiq/shared-data/industries/catalogue';
import { requestCampaign, requestLandingPath, requestSource } from '@salesiq/shared-data/staff/request-origin';

/** What one request's e-mail says, as plain values (the mail builders escape and fit them). */
export interface RequestSummary {
  /** What was asked: `Demo request`. */
  what: string;
  /** By whom: the company, else the name. */
  who: string;
  /** The industry's display name; empty when none or `general`. */
  industry: string;
  name: string;
  email: string;
  /** Label and value, in the order they are shown; empty values left out. */
  fields: [label: string, value: string][];
  message: string;
  origin: [label: string, value: string][];
  journey: string;
  /** The ids behind the e-mail, for staff who look the request up. */
  references: string;
}

const kindNames: Record<string, string> = {
  demo_request: 'Demo request',
  template_download: 'Template kit download',
  bot_generation: 'AI bot script',
  guide_request: 'Personalised guide request',
  consultation_request: 'Consultation request',
  implementation_request: 'Implementation call request',
  contact_request: 'Contact request',
  custom_template: 'Custom template request',
};

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** Forms store an industry as its key, its display name or free text: keys read as names. */
function industryName(industry: string): string {
  if (industry === '' || industry === 'general' || industry === 'other') return '';
  return findIndustry(industry)?.displayName ?? industry;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function minutes(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const count = Math.round(seconds / 60);
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** `3 pages seen: / → /healthcare → /healthcare; 4 minutes from the first page to the request`. */
function journeyText({ journey }: ClaimedLeadNotification): string {
  if (journey.pages_seen === 0) return 'no page views recorded';
  const more = journey.pages_seen > journey.pages.length ? ' → …' : '';
  const pages = `${journey.pages_seen} page${journey.pages_seen === 1 ? '' : 's'} seen: ${journey.pages.map(pathOf).join(' → ')}${more}`;
  const time = journey.seconds_to_request === null ? '' : `; ${minutes(Math.max(0, journey.seconds_to_request))} from the first page to the request`;
  return `${pages}${time}`;
}

export function summariseRequest(entry: ClaimedLeadNotification): RequestSummary {
  const { lead, record } = entry;
  const value = (leadValue: string | null | undefined, ...recordColumns: string[]) =>
    leadValue || recordColumns.map((column) => text(record?.[column])).find(Boolean) || '';
  const name = value(lead?.name, 'name');
  const email = value(lead?.email, 'email');
  const company = value(lead?.company, 'company', 'company_name');
  const storedIndustry = value(lead?.industry, 'industry');
  const fields: [string, string][] = [
    ['Name', name],
    ['E-mail', email],
    ['Phone', value(lead?.phone, 'phone')],
    ['Company', company],
    ['Industry', industryName(storedIndustry) || storedIndustry],
    ['Template', text(record?.template_type)],
    ['Primary goal', text(record?.primary_goal)],
    ['Form', lead?.lead_source ?? ''],
  ];
  const source = requestSource(entry.attribution, entry.session_id);
  const origin: [string, string][] = [
    ['Source', source],
    ['Campaign', requestCampaign(entry.attribution)],
    ['Landing page', requestLandingPath(entry.attribution)],
  ];
  const references = [
    `request ${entry.id}`,
    lead ? `lead ${lead.id}` : '',
    entry.record_table && record ? `${entry.record_table} ${text(record.id)}` : '',
  ];
  return {
    what: kindNames[entry.kind] ?? 'Request',
    who: company || name,
    industry: industryName(storedIndustry),
    name,
    email,
    fields: fields.filter(([, shown]) => shown !== ''),
    message: value(lead?.message, 'message'),
    origin: origin.filter(([, shown]) => shown !== ''),
    journey: journeyText(entry),
    references: references.filter(Boolean).join(', '),
  };
}
