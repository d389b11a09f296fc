import type { TableName } from '@salesiq/shared-data/database-types';

/**
 * - `line`: one-line record fields (no controls, line breaks or bidi controls)
 * - `email`: a `line` field holding an address; its `emailRule` says how much shape is required
 * - `text`: multi-line record fields (tab, LF, CR and bidi marks allowed)
 * - `tracking`: user_interactions text (like `text`)
 * - `session`: the tracker's session id alphabet
 */
export type ColumnKind = 'line' | 'email' | 'text' | 'tracking' | 'session';

/**
 * - `visible`: anything with a visible character (addresses typed into browser prompts)
 * - `local@domain`: what `type=email` fields let through at their loosest
 * - `local@domain.tld`: what the bot generator's own check lets through
 */
export type EmailRule = 'visible' | 'local@domain' | 'local@domain.tld';

export interface TextColumn {
  table: TableName;
  column: string;
  kind: ColumnKind;
  minLength: number;
  maxLength: number;
  notBlank?: boolean;
  emailRule?: EmailRule;
}

const column = (
  table: TableName,
  name: string,
  kind: ColumnKind,
  maxLength: number,
  extra: { minLength?: number; notBlank?: boolean } = {},
): TextColumn => ({ table, column: name, kind, maxLength, minLength: extra.minLength ?? 0, ...(extra.notBlank ? { notBlank: true } : {}) });

const person = (table: TableName, emailRule: EmailRule): TextColumn[] => [
  column(table, 'name', 'line', 200, { minLength: 1, notBlank: true }),
  { ...column(table, 'email', 'email', 320, { notBlank: emailRule === 'visible' }), emailRule },
];

/** Every free-text column the anon key may write (enumerated columns are in forged-values). */
export const textColumns: TextColumn[] = [
  ...person('leads', 'visible'),
  column('leads', 'company', 'line', 200),
  column('leads', 'industry', 'line', 64),
  column('leads', 'phone', 'line', 40),
  column('leads', 'message', 'text', 5000),
  ...person('personalized_guides', 'local@domain'),
  column('personalized_guides', 'company', 'line', 200, { notBlank: true }),
  column('personalized_guides', 'industry', 'line', 64),
  ...person('consultations', 'local@domain'),
  column('consultations', 'company', 'line', 200),
  column('consultations', 'industry', 'line', 64),
  column('consultations', 'message', 'text', 5000),
  ...person('template_downloads', 'local@domain'),
  column('template_downloads', 'company', 'line', 200),
  column('template_downloads', 'industry', 'line', 64),
  column('template_downloads', 'template_type', 'line', 64, { minLength: 1 }),
  ...person('demo_requests', 'visible'),
  column('demo_requests', 'company', 'line', 200),
  column('demo_requests', 'phone', 'line', 40),
  column('demo_requests', 'industry', 'line', 64),
  column('demo_requests', 'message', 'text', 5000),
  ...person('bot_generations', 'local@domain.tld'),
  column('bot_generations', 'company_name', 'line', 200, { minLength: 1, notBlank: true }),
  column('bot_generations', 'industry', 'line', 64),
  column('bot_generations', 'primary_goal', 'text', 2000),
  column('user_interactions', 'session_id', 'session', 128, { minLength: 1 }),
  column('user_interactions', 'user_id', 'tracking', 128),
  column('user_interactions', 'page_url', 'tracking', 2048),
  column('user_interactions', 'page_title', 'tracking', 500),
  column('user_interactions', 'element_type', 'tracking', 64),
  column('user_interactions', 'element_id', 'tracking', 200),
  column('user_interactions', 'element_text', 'tracking', 500),
  column('user_interactions', 'user_agent', 'tracking', 1024),
  column('user_interactions', 'referrer', 'tracking', 2048),
  column('user_interactions', 'browser', 'tracking', 64),
  column('user_interactions', 'os', 'tracking', 64),
];

/** What the database must do with one value: store it, or refuse it in one of these ways. */
export type Expectation = { store: true } | { reject: { codes: string[]; constraints?: string[] } };

const oneLineForbidden = /[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const multiLineForbidden = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** PostgreSQL's [[:space:]] in the C locale is ASCII whitespace. */
const emailShapes: Record<Exclude<EmailRule, 'visible'>, RegExp> = {
  'local@domain': /^[^@ \t\n\v\f\r]+@[^@ \t\n\v\f\r]+$/u,
  'local@domain.tld': /^[^@ \t\n\v\f\r]+@[^@ \t\n\v\f\r]+\.[^@ \t\n\v\f\r]+$/u,
};
const visible = /[^ \t\n\v\f\r\u00a0\u200b-\u200d\u2060\ufeff\u3000]/u;
const sessionAlphabet = /^[A-Za-z0-9_.:-]+$/u;

/**
 * The schema's rules for a free-text value (migrations 20261122070000, 20261122090000 and
 * 20261122100000),
 * written out independently: the check constraints this value breaks, or none.
 */
export function expectFor(target: TextColumn, value: string): Expectation {
  if (value.includes('\u0000')) return { reject: { codes: ['22P05'] } };
  const name = (suffix: string) => `${target.table}_${target.column}_${suffix}`;
  const broken: string[] = [];
  const length = [...value].length;
  if (length < target.minLength || length > target.maxLength) broken.push(name('length'));
  const forbidden = target.kind === 'text' || target.kind === 'tracking' ? multiLineForbidden : oneLineForbidden;
  if (target.kind !== 'session' && forbidden.test(value)) broken.push(name('characters'));
  if (target.kind === 'session' && !sessionAlphabet.test(value)) broken.push(name('characters'));
  if (target.notBlank && !visible.test(value)) broken.push(name('not_blank'));
  const rule = target.emailRule;
  if (rule && rule !== 'visible' && !emailShapes[rule].test(value)) broken.push(name('shape'));
  return broken.length === 0 ? { store: true } : { reject: { codes: ['23514'], constraints: broken } };
}
