import { describe, expect, it } from '@rstest/core';
import { demoRequestDraft } from './demo-request-draft';

const retail = {
  displayName: 'Retail',
  businessPlaceholder: '[Your Store]',
  questions: ['Do you sell online, in store, or both?', 'How many orders do you handle in a typical month?'],
  features: ['Order tracking and delivery updates', 'Abandoned-cart recovery'],
};

describe('demoRequestDraft', () => {
  it('names the industry in the subject', () => {
    expect(demoRequestDraft(retail, { name: 'Ana', company: 'Shoe Barn', phone: '' }).subject).toBe('Retail SalesIQ Demo Request');
    expect(demoRequestDraft({ ...retail, displayName: 'Food & Beverage' }, { name: '', company: '', phone: '' }).subject).toBe(
      'Food & Beverage SalesIQ Demo Request',
    );
  });

  it('fills in the company, name and phone the visitor gave', () => {
    const { body } = demoRequestDraft(retail, { name: 'Ana Silva', company: 'Shoe Barn', phone: '0400 111 222' });
    expect(body).toContain('I would like to book a Retail SalesIQ demo for Shoe Barn.');
    expect(body).toContain('Name: Ana Silva\nCompany: Shoe Barn\nPhone: 0400 111 222');
    expect(body).toContain('About Shoe Barn:');
    expect(body.trimEnd().endsWith('Kind regards,\nAna Silva')).toBe(true);
    expect(body).not.toMatch(/\[Your|\[Phone/);
  });

  it('asks for "an" industry demo before a vowel', () => {
    const { body } = demoRequestDraft({ ...retail, displayName: 'Automotive' }, { name: 'Ana', company: 'Auto Co', phone: '' });
    expect(body).toContain('I would like to book an Automotive SalesIQ demo for Auto Co.');
  });

  it('uses bracketed placeholders for blank or whitespace-only answers', () => {
    const { body } = demoRequestDraft(retail, { name: '', company: '  ', phone: '' });
    expect(body).toContain('demo for [Your Store].');
    expect(body).toContain('Name: [Your Name]\nCompany: [Your Store]\nPhone: [Phone Number]');
    expect(body.trimEnd().endsWith('[Your Name]')).toBe(true);
  });

  it('asks the industry questions, numbered, and lists the features to see', () => {
    const { body } = demoRequestDraft(retail, { name: 'Ana', company: 'Shoe Barn', phone: '' });
    expect(body).toContain('1. Do you sell online, in store, or both?\n   Answer: ');
    expect(body).toContain('2. How many orders do you handle in a typical month?');
    expect(body).toContain('Features I would like to see in the demo:\n- Order tracking and delivery updates\n- Abandoned-cart recovery');
  });

  it('trims the answers it fills in', () => {
    const { body } = demoRequestDraft(retail, { name: '  Ana  ', company: ' Shoe Barn ', phone: ' 123 ' });
    expect(body).toContain('Name: Ana\nCompany: Shoe Barn\nPhone: 123');
  });
});
