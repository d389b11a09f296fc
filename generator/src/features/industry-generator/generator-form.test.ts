import { describe, expect, it } from '@rstest/core';
import { type GeneratorForm, hasErrors, validateGeneratorForm } from './generator-form';

const valid: GeneratorForm = {
  companyName: 'Acme Health',
  name: 'Jo Smith',
  email: 'jo@acme.test',
  primaryGoal: 'Automate appointment booking',
};

describe('validateGeneratorForm', () => {
  it('accepts a complete form', () => {
    expect(validateGeneratorForm(valid)).toEqual({});
    expect(hasErrors(validateGeneratorForm(valid))).toBe(false);
  });

  it('reports every empty field with the exact messages', () => {
    expect(validateGeneratorForm({ companyName: '', name: '', email: '', primaryGoal: '' })).toEqual({
      companyName: 'Company name is required',
      name: 'Your name is required',
      email: 'Business email is required',
      primaryGoal: 'Primary goal is required',
    });
  });

  it.each([
    ['whitespace', { companyName: '   ', name: '\t', email: ' ', primaryGoal: ' ' }],
    ['zero-width and format characters', { companyName: '\u200b\u2060', name: '\u200c\u200d', email: '\ufeff', primaryGoal: '\u202e ' }],
  ])('treats values of only %s as empty', (_, form) => {
    const errors = validateGeneratorForm(form);
    expect(errors.companyName).toBe('Company name is required');
    expect(errors.name).toBe('Your name is required');
    expect(errors.email).toBe('Business email is required');
    expect(errors.primaryGoal).toBe('Primary goal is required');
  });

  it('requires a company name with a letter or digit, of any script (the script page address is made from them)', () => {
    for (const companyName of ['!!!', '— & —', '🍕', '\u0301']) expect(validateGeneratorForm({ ...valid, companyName }), companyName).toEqual({ companyName: 'Company name is required' });
    for (const companyName of ['Café Zürich', '東京歯科', 'हिन्दी सेवा', '24/7']) expect(validateGeneratorForm({ ...valid, companyName }), companyName).toEqual({});
  });

  it.each(['jo', 'jo@acme', 'jo@.', 'jo@acme\u200b.test', '\u202e@acme.test', '@acme.test', 'jo@acme.', 'jo smith@acme.test', 'jo@ac me.test', 'jo@@acme.test'])(
    'rejects %j as an email address',
    (email) => {
      expect(validateGeneratorForm({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
    },
  );

  it('asks for values the database keeps whole, with the field’s reminder, before checking the address’s shape', () => {
    const long = { companyName: 'C'.repeat(201), name: '😀'.repeat(201), email: `${'j'.repeat(320)}@acme.test`, primaryGoal: valid.primaryGoal };
    expect(validateGeneratorForm(long)).toEqual({
      companyName: 'Please keep your company name to 200 characters or fewer.',
      name: 'Please keep your name to 200 characters or fewer.',
      email: 'Please keep your email address to 320 characters or fewer.',
    });
    expect(validateGeneratorForm({ ...valid, companyName: 'C'.repeat(200), name: '😀'.repeat(200) })).toEqual({});
  });

  it.each(['jo@acme.test', 'jo.smith+bots@mail.acme.co.uk', ' jo@acme.test '])('accepts %j as an email address', (email) => {
    expect(validateGeneratorForm({ ...valid, email })).toEqual({});
  });
});

describe('hasErrors', () => {
  it('is true while any field has a message', () => {
    expect(hasErrors({ name: 'Your name is required' })).toBe(true);
    expect(hasErrors({ name: undefined })).toBe(false);
  });
});
