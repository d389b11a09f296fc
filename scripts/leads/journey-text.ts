import type { JourneyStep, LeadJourneyRow } from '@salesiq/shared-data/database-types';
import { requestCampaign, requestSource } from '@salesiq/shared-data/staff/request-origin';
import type { Touch } from '@salesiq/shared-data/visit/touch';
import { printable, printableLines } from '../staff/printable';

/** UTM source/medium, else the referring site, else direct. */
export function sourceOf(lead: LeadJourneyRow): string {
  return requestSource(lead.attribution, lead.session_id);
}

export function campaignOf(lead: LeadJourneyRow): string {
  return requestCampaign(lead.attribution);
}

function pathOf(step: JourneyStep): string {
  try {
    return new URL(step.page_url).pathname;
  } catch {
    return step.page_url;
  }
}

function duration(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/** `/ → /healthcare · 2 clicks, 1 form · 3 min · 1 earlier visit`. */
export function journeyLine(lead: LeadJourneyRow): string {
  const pages = lead.interactions.filter((step) => step.type === 'page_view').map(pathOf);
  const counts = (['click', 'form_submit', 'download', 'chat_interaction'] as const)
    .map((type) => [lead.interactions.filter((step) => step.type === type).length, type] as const)
    .filter(([count]) => count > 0)
    .map(([count, type]) => `${count} ${type.replace('_interaction', '').replace('_submit', '')}${count > 1 ? 's' : ''}`);
  const visits = lead.visits_before === 1 ? '1 earlier visit' : lead.visits_before > 1 ? `${lead.visits_before} earlier visits` : '';
  return [pages.join(' → '), counts.join(', '), duration(lead.seconds_to_lead), visits].filter(Boolean).join(' · ');
}

function touchLines(label: string, touch: Touch | undefined): string[] {
  if (!touch) return [`${label}: unknown`];
  return [`${label}:`, ...Object.entries(touch).map(([key, value]) => `  ${key}: ${String(value)}`)];
}

/** The message as written, under `message:`, one output line per line of it (a bare CR would overwrite). */
function messageLines(message: string | null): string[] {
  if (!message) return [];
  return ['message:', ...message.split(/\r\n?|\n/).map((line) => `  ${printableLines(line)}`)];
}

/** Everything known about one lead, for `--lead <id>`. */
export function fullJourney(lead: LeadJourneyRow): string {
  const start = lead.first_view_at ? Date.parse(lead.first_view_at) : undefined;
  const steps = lead.interactions.map((step) => {
    const offset = start === undefined ? '' : `+${Math.round((Date.parse(step.at) - start) / 1000)} s`;
    const element = [step.element_type, step.element_text].filter(Boolean).join(' ');
    return `  ${step.at}  ${offset.padEnd(8)} ${step.type.padEnd(16)} ${pathOf(step)}${element ? `  ${element}` : ''}`;
  });
  const who = [
    `Lead ${lead.lead_id} (${lead.created_at})`,
    `${lead.name} <${lead.email}>${lead.company ? `, ${lead.company}` : ''}${lead.phone ? `, phone ${lead.phone}` : ''}`,
    `type ${lead.lead_type}, source ${lead.lead_source}${lead.industry ? `, industry ${lead.industry}` : ''}`,
  ];
  const journey = [
    `session ${lead.session_id ?? 'unknown'}; first page view to lead: ${duration(lead.seconds_to_lead) || 'unknown'}; earlier visits: ${lead.visits_before}`,
    ...touchLines('this visit', lead.attribution.this_visit),
    ...touchLines('first touch', lead.attribution.first_touch),
    `journey (${lead.interactions.length} steps):`,
    ...(steps.length > 0 ? steps : ['  none recorded']),
  ];
  return [...who.map(printable), ...messageLines(lead.message), ...journey.map(printable)].join('\n');
}
