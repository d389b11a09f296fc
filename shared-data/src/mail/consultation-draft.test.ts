import { describe, expect, it } from '@rstest/core';
import { consultationDraft } from './consultation-draft';

const request = {
  name: 'Ana Silva',
  email: 'ana@harbour.example',
  company: 'Harbour Dental',
  industryName: 'Healthcare',
  guideTitle: 'AI Patient Engagement Playbook for Clinics',
};

describe('consultationDraft', () => {
  it('names the company and industry in the subject', () => {
    expect(consultationDraft(request).subject).toBe('Free Consultation Request - Harbour Dental (Healthcare SalesIQ Guide)');
  });

  it('pre-fills the visitor, the guide and the questions for the call', () => {
    const { body } = consultationDraft(request);
    expect(body).toContain('personalized Healthcare implementation guide ("AI Patient Engagement Playbook for Clinics")');
    expect(body).toContain('free consultation for Harbour Dental.');
    expect(body).toContain('Name: Ana Silva');
    expect(body).toContain('Email: ana@harbour.example');
    expect(body).toContain('Company: Harbour Dental');
    expect(body).toContain('Industry: Healthcare');
    expect(body).toContain('1. Times that suit me over the next week: ');
    expect(body).toContain('within 24 hours');
    expect(body.trimEnd().endsWith('Ana Silva')).toBe(true);
  });

  it('uses bracketed placeholders for blank values', () => {
    const draft = consultationDraft({ name: ' ', email: '', company: '', industryName: '', guideTitle: '' });
    expect(draft.subject).toBe('Free Consultation Request - [Your Company] ([Your Industry] SalesIQ Guide)');
    expect(draft.body).toContain('Name: [Your Name]');
    expect(draft.body).toContain('Email: [Your Email]');
    expect(draft.body).toContain('("SalesIQ [Your Industry] guide")');
  });
});
