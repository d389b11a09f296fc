import { describe, expect, it } from '@rstest/core';
import type { Json } from '../database-types';
import { interactionRow } from '../testing/interaction-row';
import { fitRecord, fitText } from './fit-record';

const lead = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  company: 'Silva Homes',
  industry: 'real-estate',
  lead_source: 'footer_contact',
  lead_type: 'contact_request' as const,
  message: 'Hello',
};

describe('fitText', () => {
  it('keeps ordinary text, emoji, accents and right-to-left script as typed', () => {
    for (const value of ['Zoë Ångström', 'Ana 👩🏽‍💻', 'محمد', '<script>alert(1)</script>', "x' OR 1=1 --"]) {
      expect(fitText(value, { maxLength: 200 })).toBe(value);
    }
  });

  it('turns line breaks and tabs in one-line fields into single spaces', () => {
    expect(fitText('Ana\r\nSilva\tHomes', { maxLength: 200 })).toBe('Ana Silva Homes');
  });

  it('drops control characters, NUL bytes and bidi overrides from one-line fields', () => {
    expect(fitText('A\u0000n\u0007a\u001b[31m \u202Eevil\u202C\u2066x\u2069', { maxLength: 200 })).toBe('Ana[31m evilx');
  });

  it('keeps line breaks and tabs in multi-line fields, dropping other controls', () => {
    expect(fitText('line 1\r\n\tline 2\u0000\u0008\u007f', { maxLength: 5000, multiLine: true })).toBe('line 1\r\n\tline 2');
  });

  it('cuts at the limit in characters, never splitting a surrogate pair', () => {
    expect(fitText('x'.repeat(1_000_000), { maxLength: 200 })).toHaveLength(200);
    const emoji = fitText('😀'.repeat(300), { maxLength: 200 });
    expect([...emoji]).toHaveLength(200);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});

describe('fitRecord', () => {
  it('fits every text column of a lead to its limit and leaves the rest alone', () => {
    const fitted = fitRecord('leads', {
      ...lead,
      name: 'n'.repeat(300),
      email: `${'e'.repeat(400)}@example.com`,
      company: 'c'.repeat(201),
      industry: 'i'.repeat(65),
      phone: '1'.repeat(41),
      message: 'm'.repeat(6000),
    });
    expect(fitted.name).toHaveLength(200);
    expect(fitted.email).toHaveLength(320);
    expect(fitted.company).toHaveLength(200);
    expect(fitted.industry).toHaveLength(64);
    expect(fitted.phone).toHaveLength(40);
    expect(fitted.message).toHaveLength(5000);
    expect(fitted.lead_source).toBe('footer_contact');
    expect(fitted.lead_type).toBe('contact_request');
  });

  it('keeps nulls and leaves an ordinary record unchanged', () => {
    const record = { ...lead, company: null, message: null };
    expect(fitRecord('leads', record)).toEqual(record);
  });

  it('keeps the line breaks of a bot generation goal but not of its company name', () => {
    const fitted = fitRecord('bot_generations', {
      name: 'Jo',
      email: 'jo@example.com',
      company_name: 'Acme\nCare',
      industry: 'healthcare',
      primary_goal: 'Book visits\nAnswer questions',
    });
    expect(fitted.company_name).toBe('Acme Care');
    expect(fitted.primary_goal).toBe('Book visits\nAnswer questions');
  });
});

describe('fitRecord for user_interactions', () => {
  const interaction = interactionRow();

  it('cuts what the browser reports (address, title, user agent, referrer) at the column limits', () => {
    const fitted = fitRecord('user_interactions', {
      ...interaction,
      page_url: `http://localhost:3000/?q=${'u'.repeat(3000)}`,
      page_title: 't'.repeat(600),
      user_agent: `Mozilla/5.0 ${'a'.repeat(5000)}`,
      referrer: `https://example.com/${'r'.repeat(3000)}`,
    });
    expect(fitted.page_url).toHaveLength(2048);
    expect(fitted.page_title).toHaveLength(500);
    expect(fitted.user_agent).toHaveLength(1024);
    expect(fitted.referrer).toHaveLength(2048);
  });

  it('keeps line breaks in a page title but drops other control characters', () => {
    expect(fitRecord('user_interactions', { ...interaction, page_title: 'A\nB\u0007' }).page_title).toBe('A\nB');
  });
});

describe('fitRecord for tracked event data', () => {
  const row = (interaction_data: { [key: string]: Json }) => interactionRow({ interaction_type: 'form_submit', interaction_data });

  it('leaves ordinary data as it is', () => {
    const data = { form_type: 'lead_magnet', form_data: { company: 'Acme', industry: 'healthcare' } };
    expect(fitRecord('user_interactions', row(data)).interaction_data).toEqual(data);
  });

  it('keeps what fits of data over 16 KB and says it was cut', () => {
    const integrations = Array.from({ length: 50 }, () => '😀'.repeat(1000));
    const fitted = fitRecord('user_interactions', row({ form_type: 'standalone_bot_generator', form_data: { integrations } })).interaction_data;
    expect(fitted).toEqual({ truncated: true, form_type: 'standalone_bot_generator' });
  });
});
