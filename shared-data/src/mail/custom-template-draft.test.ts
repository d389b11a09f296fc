import { describe, expect, it } from '@rstest/core';
import { customTemplateDraft } from './custom-template-draft';

describe('customTemplateDraft', () => {
  it('carries the answers and promises delivery within 24 hours', () => {
    const draft = customTemplateDraft({ name: 'Ana Ruiz', email: 'ana@clinic.test', company: 'Bright Clinic', industry: 'healthcare' });
    expect(draft.subject).toBe('Custom SalesIQ Template Request - Bright Clinic');
    expect(draft.body).toContain('Name: Ana Ruiz');
    expect(draft.body).toContain('Email: ana@clinic.test');
    expect(draft.body).toContain('Company: Bright Clinic');
    expect(draft.body).toContain('Industry: Healthcare');
    expect(draft.body).toContain('delivered within 24 hours');
    expect(draft.body.trimEnd().endsWith('Ana Ruiz')).toBe(true);
  });

  it('puts bracketed placeholders in for blank answers', () => {
    const draft = customTemplateDraft({ name: '', email: ' ', company: '', industry: '' });
    expect(draft.subject).toBe('Custom SalesIQ Template Request - [Your Company]');
    expect(draft.body).toContain('Name: [Your Name]');
    expect(draft.body).toContain('Email: [Your Email]');
    expect(draft.body).toContain('Industry: [Your Industry]');
  });

  it('keeps an industry it does not know as typed', () => {
    expect(customTemplateDraft({ name: 'A', email: 'a@b.c', company: 'C', industry: 'Space Mining' }).body).toContain('Industry: Space Mining');
  });
});
