import type { NewRecord, TableName } from '../database-types';
import { industryMaxLength, phoneMaxLength } from '../validation/answer-limits';
import { emailMaxLength } from '../validation/email';
import { nameMaxLength } from '../validation/name-length';
import { oneLineRefusedCharacters } from '../validation/one-line-characters';
import { fitAttribution } from '../visit/attribution';
import { fitInteractionData, isTrackedData } from './fit-interaction-data';

interface TextRule {
  maxLength: number;
  multiLine?: true;
}

const line = (maxLength: number): TextRule => ({ maxLength });
const lines = (maxLength: number): TextRule => ({ maxLength, multiLine: true });
const person = { name: line(nameMaxLength), email: line(emailMaxLength) };

/** The text limits of `supabase/migrations` (lengths and `_characters` checks), per column. */
const textRules: { [T in TableName]: Partial<Record<keyof NewRecord<T>, TextRule>> } = {
  leads: { ...person, company: line(nameMaxLength), industry: line(industryMaxLength), phone: line(phoneMaxLength), message: lines(5000) },
  personalized_guides: { ...person, company: line(nameMaxLength), industry: line(industryMaxLength) },
  consultations: { ...person, company: line(nameMaxLength), industry: line(industryMaxLength), message: lines(5000) },
  template_downloads: { ...person, company: line(nameMaxLength), industry: line(industryMaxLength), template_type: line(64) },
  demo_requests: { ...person, company: line(nameMaxLength), phone: line(phoneMaxLength), industry: line(industryMaxLength), message: lines(5000) },
  bot_generations: { ...person, company_name: line(nameMaxLength), industry: line(industryMaxLength), primary_goal: lines(2000) },
  // What the tracker reads from the browser (address, title, user agent, referrer) has no
  // length limit of its own; these columns keep tabs and line breaks.
  user_interactions: {
    session_id: line(128),
    user_id: lines(128),
    page_url: lines(2048),
    page_title: lines(500),
    element_type: lines(64),
    element_id: lines(200),
    element_text: lines(500),
    user_agent: lines(1024),
    referrer: lines(2048),
    browser: lines(64),
    os: lines(64),
  },
};

const lineBreaks = /[\t\n\v\f\r\u0085]+/gu;
const multiLineRefused = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;

export function fitText(value: string, { maxLength, multiLine }: TextRule): string {
  const cleaned = multiLine ? value.replace(multiLineRefused, '') : value.replace(lineBreaks, ' ').replace(oneLineRefusedCharacters, '');
  const codePoints = [...cleaned];
  return codePoints.length <= maxLength ? cleaned : codePoints.slice(0, maxLength).join('');
}

/**
 * What a visitor typed, made to fit the database's text checks: line breaks in one-line fields
 * become spaces, characters the schema refuses are dropped, and over-long values are cut at the
 * column's limit. A refused row would be a lost lead (the outbox drops what the server refuses),
 * so the record is stored as close to the input as the schema allows.
 */
export function fitRecord<T extends TableName>(table: T, record: NewRecord<T>): NewRecord<T> {
  const rules: Partial<Record<string, TextRule>> = textRules[table];
  const fitted: Record<string, unknown> = { ...record };
  for (const [column, value] of Object.entries(fitted)) {
    const rule = rules[column];
    if (rule && typeof value === 'string') fitted[column] = fitText(value, rule);
  }
  const data = fitted.interaction_data;
  if (isTrackedData(data)) fitted.interaction_data = fitInteractionData(data);
  if (table !== 'user_interactions') fitVisitColumns(fitted);
  return fitted as NewRecord<T>;
}

/** `<table>_session_id_characters`: the tracker's alphabet. */
const sessionIdPattern = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * A record's session id and attribution come from browser storage, which any script of the page
 * can change: an id the schema would refuse is left out, and the attribution keeps only what its
 * checks accept (known keys, cleaned values, at most 4 KB).
 */
function fitVisitColumns(fitted: Record<string, unknown>): void {
  if ('session_id' in fitted) {
    const id = fitted.session_id;
    fitted.session_id = typeof id === 'string' && sessionIdPattern.test(id) ? id : null;
  }
  if ('attribution' in fitted) fitted.attribution = fitAttribution(fitted.attribution);
}
