import { describe, expect, it } from '@rstest/core';
import { botTemplates, templateFor } from './bot-templates';

describe('bot templates', () => {
  it.each(Object.values(botTemplates))('$key has a greeting, buttons, slot lists, CRM fields and integrations', (template) => {
    expect(template.greeting('Acme')).toContain('Welcome to Acme!');
    expect(template.buttons.length).toBeGreaterThanOrEqual(3);
    expect(template.bookingKeywords).toContain('book');
    expect(template.serviceSlots.values.length).toBeGreaterThan(2);
    expect(template.timeSlots.values.length).toBeGreaterThan(2);
    expect(template.crmFields.length).toBeGreaterThan(2);
    expect(template.integrations).toContain('Zoho CRM');
    for (const question of Object.values(template.genericFlow)) expect(question).toMatch(/\?|\.$/);
  });

  it('gives each templated industry its own greeting and first button', () => {
    expect(botTemplates.healthcare.buttons[0]).toBe('Book Appointment');
    expect(botTemplates.finance.buttons[0]).toBe('Book Consultation');
    expect(botTemplates.realestate.buttons[0]).toBe('Book a Viewing');
    expect(botTemplates.healthcare.greeting('X')).toContain('care assistant');
    expect(botTemplates.finance.greeting('X')).toContain('financial assistant');
    expect(botTemplates.realestate.greeting('X')).toContain('property assistant');
    expect(botTemplates.finance.crmFields).toContain('Loan_Amount');
    expect(botTemplates.realestate.crmFields).toContain('Property_Type');
  });
});

describe('templateFor', () => {
  it.each([
    ['healthcare', 'healthcare'],
    ['finance', 'finance'],
    ['Finance', 'finance'],
    ['realestate', 'realestate'],
    ['real-estate', 'realestate'],
    ['Real Estate', 'realestate'],
  ])('uses the %j template for %j', (industry, key) => {
    expect(templateFor(industry).key).toBe(key);
  });

  it.each(['retail', 'manufacturing', 'education', 'automotive', 'travel', 'legal', 'fitness', 'telecom', '', 'unknown'])(
    'falls back to healthcare for %j',
    (industry) => {
      expect(templateFor(industry)).toBe(botTemplates.healthcare);
    },
  );
});
