import { describe, expect, it } from '@rstest/core';
import { maxTrackedItems, maxTrackedText, redactedMark, isPersonalField, redactAddress, redactFormData, redactText } from './redact';

describe('isPersonalField', () => {
  it.each([
    'name', 'Name', 'fullName', 'full_name', 'yourName', 'firstName', 'last-name', 'surname',
    'email', 'EMAIL', 'businessEmail', 'work_email', 'e-mail',
    'phone', 'phoneNumber', 'telephone', 'tel', 'mobile',
  ])('%s is personal', (key) => {
    expect(isPersonalField(key)).toBe(true);
  });

  it.each([
    'company', 'companyName', 'company_name', 'businessName',
    'industry', 'industryDisplayName', 'fileName', 'primaryGoal', 'message', 'template_type', 'hotel',
  ])('%s is not personal', (key) => {
    expect(isPersonalField(key)).toBe(false);
  });
});

describe('redactFormData', () => {
  it('keeps field names and non-personal values and masks name, email and phone values', () => {
    const kept = { company: 'Analytical Engines Ltd', companyName: 'Analytical Engines Ltd', industry: 'healthcare', primaryGoal: 'lead_generation', consent: true, seats: 3 };
    expect(redactFormData({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', ...kept })).toEqual({
      name: redactedMark,
      email: redactedMark,
      phone: redactedMark,
      ...kept,
    });
  });

  it('keeps empty personal fields empty (the visitor gave nothing)', () => {
    expect(redactFormData({ phone: '', email: null })).toEqual({ phone: '', email: null });
  });

  it('redacts nested objects and masks email addresses inside free text', () => {
    expect(
      redactFormData({
        contact: { fullName: 'Ada', tel: '123' },
        message: 'Please write to ada@example.com about pricing',
        tags: ['a', 'b@c.io'],
      }),
    ).toEqual({
      contact: { fullName: redactedMark, tel: redactedMark },
      message: `Please write to ${redactedMark} about pricing`,
      tags: ['a', redactedMark],
    });
  });

  it('does not change its input', () => {
    const input = { email: 'ada@example.com' };
    redactFormData(input);
    expect(input.email).toBe('ada@example.com');
  });
});

describe('long values', () => {
  it('shortens tracked text to 1000 characters, masking an address cut in half', () => {
    expect(redactText('x'.repeat(1_000_000))).toHaveLength(maxTrackedText);
    const cut = redactText(`${'a '.repeat(490)}write to ana.silva@example.com today`);
    expect(cut.endsWith(redactedMark)).toBe(true);
    expect(cut).not.toContain('ana.silva');
  });

  it('keeps at most 50 items of a list', () => {
    const integrations = Array.from({ length: 500 }, (_, index) => `Tool ${index}`);
    const redacted = redactFormData({ integrations });
    expect(redacted.integrations).toHaveLength(maxTrackedItems);
  });

  it('keeps the whole form under the 16 KB interaction_data limit however much was pasted', () => {
    const pasted = 'ü'.repeat(1_000_000);
    const formData = { company: pasted, industry: pasted, message: pasted, goal: pasted, notes: [pasted, pasted] };
    expect(new TextEncoder().encode(JSON.stringify(redactFormData(formData))).length).toBeLessThan(16_384);
  });
});

describe('redactText', () => {
  it('leaves text without an email address alone', () => {
    expect(redactText('Track order')).toBe('Track order');
  });
});

describe('redactAddress', () => {
  it('leaves an address without an e-mail address as it is', () => {
    const address = 'https://site.example/insurance?utm_campaign=21453627181&q=a+b%20c#faq';
    expect(redactAddress(address)).toBe(address);
  });

  it('masks e-mail addresses in the path, the query and the fragment, keeping everything else', () => {
    const redacted = redactAddress('https://site.example/u/ana%40example.com/x?utm_source=mail&email=ana@example.com&to=Ana%40Example.com#bo@example.com');
    expect(redacted).toBe('https://site.example/u/[redacted]/x?utm_source=mail&email=%5Bredacted%5D&to=%5Bredacted%5D');
    expect(redacted).not.toMatch(/ana|bo@/i);
  });

  it('masks an address it cannot read whole', () => {
    expect(redactAddress('not a url with ana@example.com')).toBe('[redacted]');
  });
});
