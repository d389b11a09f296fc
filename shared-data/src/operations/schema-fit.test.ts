import { describe, expect, it } from '@rstest/core';
import { type NewRecord, type TableName, tableNames } from '../database-types';
import { isSimpleEmail } from '../validation/email';
import { filledText, isBlank } from '../validation/filled-text';
import { interactionRow } from '../testing/interaction-row';
import { fitRecord } from './fit-record';
import { migrationChecks } from './testing/migration-checks';

// Every check constraint of the migrations, against every record a form lets through: what the
// visitor typed goes through the form's rule (required fields not blank, the e-mail rule of the
// field), then the form's trimming (`filledText`), then `fitRecord`, as the site does. No such
// record may break a check: the database would refuse it and the lead would be lost.

const tables: TableName[] = [...tableNames];
const checks = migrationChecks(tables);

/** What a visitor can type or paste: blanks, invisible and control characters, huge values, scripts. */
const hostileTexts = [
  '',
  ' ',
  '\t\n',
  '\u200b',
  '\u200b\u2060\u200c',
  '\u200d\ufeff',
  '\u00a0\u3000\u2007\u202f',
  '\u1680\u2028\u2029\u205f',
  '\u0085',
  '\u202e',
  '\u2066\u2069',
  '\u00ad\u061c\u180e',
  'Ana',
  'A\u0000n\u0007a\u001b[31m',
  'line 1\r\nline 2\tend',
  '\u202eevil\u202c',
  `${'\u200b'.repeat(500)}Ana`,
  `${' '.repeat(300)}Ana`,
  `Ana${'\u200b'.repeat(500)}`,
  `${'\u0007'.repeat(250)}Ana`,
  'x'.repeat(100_000),
  '😀'.repeat(3000),
  "x' OR 1=1 --",
  '<script>alert(1)</script>',
  'محمد',
  '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
];

const hostileEmails = [
  ...hostileTexts,
  'ana@example.com',
  ' ana@example.com ',
  'ana@localhost',
  'a@b.c',
  `${'a'.repeat(400)}@example.com`,
  `ana@${'d'.repeat(400)}.com`,
  '\u200b@example.com',
  'ana@ex\u200bample.com',
  'ana\u202e@example.com',
  '\u202e@example.com',
  '@example.com',
  'ana@',
  'ana@@example.com',
  'ana smith@example.com',
];

type EmailRule = 'prompt' | 'email-input' | 'generator';

/**
 * The HTML standard's valid e-mail address, which a `type=email` input requires before the form
 * submits (after removing leading and trailing whitespace); the inputs stop at 320 characters.
 */
const browserEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function emailAccepted(rule: EmailRule, typed: string): boolean {
  switch (rule) {
    case 'prompt':
      return !isBlank(typed);
    case 'email-input': {
      const value = typed.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
      return browserEmail.test(value) && value.length <= 320;
    }
    case 'generator':
      return !isBlank(typed) && isSimpleEmail(filledText(typed));
  }
}

/** One way a form (or prompt flow) fills a table: the fields a visitor types, and the site's own values. */
interface Submission<T extends TableName> {
  form: string;
  table: T;
  typed: readonly (keyof NewRecord<T> & string)[];
  required: readonly (keyof NewRecord<T> & string)[];
  email: EmailRule;
  /** The record as the site builds it from the trimmed answers. */
  record(answers: Record<string, string>): NewRecord<T>;
}

/** A submission with its record fitted as the site fits it, whatever its table. */
interface FittedSubmission {
  form: string;
  table: TableName;
  typed: readonly string[];
  required: readonly string[];
  email: EmailRule;
  fittedRow(answers: Record<string, string>): Record<string, unknown>;
}

function fitted<T extends TableName>(submission: Submission<T>): FittedSubmission {
  return { ...submission, fittedRow: (answers) => ({ ...fitRecord(submission.table, submission.record(answers)) }) };
}

const orNull = (value: string | undefined) => value || null;

/** The contact fields most forms ask for, all required. */
const contactFields = ['name', 'email', 'company'] as const;
const contactRequired = { typed: contactFields, required: contactFields };
/** The same fields where the company may be left empty (it is stored as null). */
const companyOptional = { typed: contactFields, required: ['name', 'email'] } as const;

const contact = ({ name = '', email = '', company = '' }: Record<string, string>) => ({ name, email, company });
const contactWithoutCompany = ({ name = '', email = '', company }: Record<string, string>) => ({ name, email, company: orNull(company) });

const submissions: FittedSubmission[] = [
  fitted<'personalized_guides'>({
    form: 'guide form',
    table: 'personalized_guides',
    ...contactRequired,
    email: 'email-input',
    record: (answers) => ({ ...contact(answers), industry: 'real-estate' }),
  }),
  fitted<'leads'>({
    form: 'guide form lead',
    table: 'leads',
    ...contactRequired,
    email: 'email-input',
    record: (answers) => ({
      ...contact(answers),
      industry: 'real-estate',
      lead_source: 'personalized_guide',
      lead_type: 'guide_request',
      message: 'Requested personalized guide for real-estate',
    }),
  }),
  fitted<'consultations'>({
    form: 'guide-page consultation',
    table: 'consultations',
    ...contactRequired,
    email: 'email-input',
    record: (answers) => ({
      ...contact(answers),
      industry: 'healthcare',
      consultation_type: 'personalized_guide_followup',
      message: `Consultation requested by ${answers.name ?? ''} of ${answers.company ?? ''}`,
      status: 'requested',
    }),
  }),
  fitted<'consultations'>({
    form: 'script-page implementation call',
    table: 'consultations',
    ...contactRequired,
    email: 'generator',
    record: (answers) => ({
      ...contact(answers),
      industry: 'real-estate',
      consultation_type: 'implementation_assistance',
      message: `Implementation call for ${answers.company ?? ''}`,
      status: 'requested',
    }),
  }),
  fitted<'template_downloads'>({
    form: 'template dialog',
    table: 'template_downloads',
    ...contactRequired,
    email: 'email-input',
    record: (answers) => ({ ...contact(answers), industry: 'Real Estate', template_type: 'real estate' }),
  }),
  fitted<'template_downloads'>({
    form: 'home lead magnet',
    table: 'template_downloads',
    ...companyOptional,
    email: 'email-input',
    record: (answers) => ({ ...contactWithoutCompany(answers), industry: null, template_type: 'general' }),
  }),
  fitted<'leads'>({
    form: 'home lead magnet lead',
    table: 'leads',
    ...companyOptional,
    email: 'email-input',
    record: (answers) => ({
      ...contactWithoutCompany(answers),
      industry: 'healthcare',
      lead_source: 'template_download',
      lead_type: 'template_download',
      message: 'Downloaded healthcare AI bot template kit',
    }),
  }),
  fitted<'demo_requests'>({
    form: 'industry demo request',
    table: 'demo_requests',
    typed: [...contactFields, 'phone'],
    required: contactFields,
    email: 'prompt',
    record: (answers) => ({
      ...contact(answers),
      phone: orNull(answers.phone),
      industry: 'real-estate',
      message: 'Requested real estate SalesIQ demo',
      status: 'pending',
    }),
  }),
  fitted<'leads'>({
    form: 'industry demo request lead, footer contact, custom template',
    table: 'leads',
    typed: [...contactFields, 'phone'],
    required: companyOptional.required,
    email: 'prompt',
    record: (answers) => ({
      ...contactWithoutCompany(answers),
      phone: orNull(answers.phone),
      industry: null,
      lead_source: 'real_estate_page',
      lead_type: 'demo_request',
      message: 'Requested real estate demo from industry page',
    }),
  }),
  fitted<'demo_requests'>({
    form: 'home demo booking',
    table: 'demo_requests',
    ...companyOptional,
    email: 'prompt',
    record: (answers) => ({
      ...contactWithoutCompany(answers),
      phone: null,
      industry: 'general',
      message: 'Requested a 30-minute demo from the home page',
      status: 'pending',
    }),
  }),
  fitted<'bot_generations'>({
    form: 'industry-page generator',
    table: 'bot_generations',
    typed: ['name', 'email', 'company_name', 'primary_goal'],
    required: ['name', 'email', 'company_name', 'primary_goal'],
    email: 'generator',
    record: ({ name = '', email = '', company_name = '', primary_goal = '' }) => ({ name, email, company_name, industry: 'realestate', primary_goal }),
  }),
  fitted<'leads'>({
    form: 'industry-page generator lead',
    table: 'leads',
    ...contactRequired,
    email: 'generator',
    record: (answers) => ({
      ...contact(answers),
      industry: 'realestate',
      lead_source: 'realestate_bot_generator',
      lead_type: 'bot_generation',
      message: `Generated a custom Real Estate AI bot script. Primary goal: ${answers.company ?? ''}`,
    }),
  }),
];

const valid: Record<string, string> = { name: 'Ana Silva', email: 'ana@example.com', company: 'Silva Homes', company_name: 'Silva Homes', phone: '0400 000 000', primary_goal: 'Book visits' };

/** Each typed field in turn takes every hostile value (the others stay valid), then all at once. */
function answerSets(typed: readonly string[]): Record<string, string>[] {
  const sets: Record<string, string>[] = [];
  for (const field of typed) {
    for (const value of field === 'email' ? hostileEmails : hostileTexts) sets.push({ ...valid, [field]: value });
  }
  for (const value of hostileTexts) sets.push(Object.fromEntries(typed.map((field) => [field, field === 'email' ? valid.email ?? '' : value])));
  return sets;
}

function brokenChecks(table: TableName, row: Record<string, unknown>): string[] {
  return checks.filter((check) => check.table === table && !check.holds(row)).map((check) => check.name);
}

describe('the migrations’ check constraints', () => {
  it('are all read, for every table the site writes', () => {
    for (const table of tables) expect(checks.some((check) => check.table === table)).toBe(true);
    expect(checks.map((check) => check.name)).toContain('leads_name_not_blank');
    expect(checks.map((check) => check.name)).not.toContain('leads_email_shape');
  });

  it('refuse what the forms now refuse first (the walk would notice a form rule going missing)', () => {
    const zeroWidthName = fitRecord('leads', {
      name: '\u200b\u2060\u200c',
      email: 'ana@example.com',
      company: null,
      industry: null,
      lead_source: 'footer_contact',
      lead_type: 'contact_request',
      message: null,
    });
    expect(brokenChecks('leads', zeroWidthName)).toEqual(['leads_name_not_blank']);
  });
});

describe.each(submissions)('$form → $table', (submission) => {
  it('no record the form lets through breaks a check', () => {
    const refused: string[] = [];
    let accepted = 0;
    for (const answers of answerSets(submission.typed)) {
      const blocked = submission.required.some((field) => isBlank(answers[field]));
      if (blocked || !emailAccepted(submission.email, answers.email ?? '')) continue;
      accepted += 1;
      const trimmed = Object.fromEntries(Object.entries(answers).map(([field, value]) => [field, filledText(value)]));
      const row = submission.fittedRow(trimmed);
      const broken = brokenChecks(submission.table, row);
      if (broken.length > 0) refused.push(`${JSON.stringify(answers).slice(0, 120)} → ${broken.join(', ')}`);
    }
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toEqual([]);
  });
});

describe('tracked rows', () => {
  const browserTexts = ['page_url', 'page_title', 'user_agent', 'referrer', 'element_type', 'element_id', 'element_text', 'browser', 'os'] as const;

  it('no text the browser reports breaks a check once fitted', () => {
    const refused: string[] = [];
    for (const column of browserTexts) {
      for (const value of hostileTexts) {
        const row = fitRecord(
          'user_interactions',
          interactionRow({ interaction_type: 'click', element_type: 'button', element_text: 'Go', interaction_data: { form_type: 'lead_magnet' }, [column]: value }),
        );
        const broken = brokenChecks('user_interactions', { ...row });
        if (broken.length > 0) refused.push(`${column}=${JSON.stringify(value).slice(0, 60)} → ${broken.join(', ')}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('no tracked form data breaks the size check once fitted', () => {
    const lists = [50, 200].map((length) => Array.from({ length }, () => '😀'.repeat(1000)));
    for (const integrations of lists) {
      const row = fitRecord(
        'user_interactions',
        interactionRow({
          interaction_type: 'form_submit',
          interaction_data: { form_type: 'standalone_bot_generator', form_data: { integrations, notes: '"\\'.repeat(5000) } },
        }),
      );
      expect(brokenChecks('user_interactions', { ...row })).toEqual([]);
    }
  });
});

describe('visit columns of the record tables', () => {
  const recordTables = tables.filter((table) => table !== 'user_interactions');
  const hugeTouch = Object.fromEntries(
    ['landing_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id'].map((key) => [
      key,
      key === 'referrer' ? `https://example.com/${'"😀'.repeat(3000)}` : key.startsWith('utm') ? '"\\😀'.repeat(3000) : key === 'landing_path' ? `/${'😀'.repeat(3000)}` : 'A'.repeat(150),
    ]),
  );
  const hostileAttributions: unknown[] = [
    {},
    { first_touch: hugeTouch, this_visit: hugeTouch },
    { first_touch: 'newsletter', this_visit: ['x'], extra: { utm_source: 'x' } },
    { this_visit: { utm_source: 'ana@example.com', password: 'x', landing_path: '/a\u0000b\u202e', visit_number: -1 } },
    'not an object',
    null,
  ];
  const hostileSessionIds: unknown[] = ['session_1732460000000_abc123', '', 'x'.repeat(129), 'a b', '<script>', 42, null];

  it('no session id or attribution read from storage breaks a check once fitted', () => {
    const refused: string[] = [];
    for (const table of recordTables) {
      const base = submissions.find((submission) => submission.table === table)?.fittedRow(valid) ?? {};
      for (const attribution of hostileAttributions) {
        for (const session_id of hostileSessionIds) {
          const row = fitRecord(table, { ...base, session_id, attribution } as NewRecord<typeof table>);
          const broken = brokenChecks(table, { ...row });
          if (broken.length > 0) refused.push(`${table} ${JSON.stringify(attribution).slice(0, 60)} ${String(session_id)} → ${broken.join(', ')}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('are checked, and the checks refuse unknown keys and oversized objects', () => {
    const names = checks.map((check) => check.name);
    for (const table of recordTables) {
      expect(names).toEqual(expect.arrayContaining([`${table}_session_id_characters`, `${table}_attribution_keys`, `${table}_attribution_size`, `${table}_attribution_this_visit_keys`]));
    }
    expect(brokenChecks('leads', { attribution: { this_visit: { password: 'x' } } })).toEqual(['leads_attribution_this_visit_keys']);
    expect(brokenChecks('leads', { attribution: { extra: {} } })).toEqual(['leads_attribution_keys']);
    expect(brokenChecks('leads', { attribution: { first_touch: { utm_source: 'x'.repeat(5000) } } })).toEqual(['leads_attribution_size']);
  });
});
