import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { announcePlaceholder, requestFooterContact } from './footer-actions';

const createLead = rs.hoisted(() => rs.fn(() => Promise.resolve('stored')));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead }));

describe('footer actions', () => {
  beforeEach(() => {
    createLead.mockClear();
  });

  it('announces placeholder resources with the spec text', () => {
    const { alerts } = stubBrowserDialogs();
    announcePlaceholder('ROI Calculator');
    expect(alerts).toEqual(['ROI Calculator coming soon! Contact us for early access.']);
  });

  it('saves a contact lead when name and email are given, company null when blank', () => {
    const { prompts, drafts } = stubBrowserDialogs({ answers: [' Ana Ruiz ', 'ana@clinic.com', ''] });
    requestFooterContact();
    expect(prompts).toEqual(['Your name:', 'Your email address:', 'Company name (optional):']);
    expect(createLead).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ana Ruiz',
        email: 'ana@clinic.com',
        company: null,
        lead_source: 'footer_contact',
        lead_type: 'contact_request',
      }),
    );
    expect(drafts[0]?.subject).toBe('SalesIQ Chatbot Enquiry');
  });

  it('asks again for an email address longer than the database keeps, and saves the shortened answer whole', () => {
    const long = `${'x'.repeat(330)}@example.com`;
    const { prompts, alerts } = stubBrowserDialogs({ answers: ['Ana Ruiz', long, 'ana@clinic.com', 'Clinic'] });
    requestFooterContact();
    expect(alerts).toEqual(['Please keep your email address to 320 characters or fewer.']);
    expect(prompts).toEqual(['Your name:', 'Your email address:', 'Your email address:', 'Company name (optional):']);
    expect(createLead).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana@clinic.com', company: 'Clinic' }));
  });

  it('saves nothing for a name of only zero-width characters', () => {
    stubBrowserDialogs({ answers: ['\u200b\u2060', 'ana@clinic.test', 'Clinic'] });
    requestFooterContact();
    expect(createLead).not.toHaveBeenCalled();
  });

  it('saves nothing without an email but still opens the mail draft', () => {
    const { drafts } = stubBrowserDialogs({ answers: ['Ana', null, 'Clinic'] });
    requestFooterContact();
    expect(createLead).not.toHaveBeenCalled();
    expect(drafts[0]?.body).toContain('Email: [Your Email]');
  });
});
