import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { bookDemo, bookingSystemMessage, demoSessionMessage } from './book-demo';
import { customTemplateLeadMessage, requestCustomTemplate } from './request-custom-template';

const createLead = rs.hoisted(() => rs.fn());
const createDemoRequest = rs.hoisted(() => rs.fn());
const reportFormSubmit = rs.hoisted(() => rs.fn());
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead }));
rs.mock('@salesiq/shared-data/operations/create-demo-request', () => ({ createDemoRequest }));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit }));

beforeEach(() => {
  createLead.mockReset().mockResolvedValue('stored');
  createDemoRequest.mockReset().mockResolvedValue('stored');
  reportFormSubmit.mockReset();
});

describe('requestCustomTemplate', () => {
  it('saves a custom-template lead and opens the draft', () => {
    const { prompts, drafts } = stubBrowserDialogs({ answers: [' Ana ', 'ana@clinic.test', 'Bright Clinic', 'healthcare'] });
    requestCustomTemplate();
    expect(prompts).toEqual(['Your name:', 'Your business email:', 'Your company name:', 'Your industry (optional):']);
    expect(createLead).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@clinic.test',
      company: 'Bright Clinic',
      industry: 'healthcare',
      lead_source: 'custom_template_request',
      lead_type: 'custom_template',
      message: customTemplateLeadMessage,
    });
    expect(reportFormSubmit).toHaveBeenCalledWith('custom_template_request', expect.objectContaining({ company: 'Bright Clinic' }));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.body).toContain('Name: Ana');
    expect(drafts[0]?.body).toContain('within 24 hours');
  });

  it('saves a null industry when it is skipped', () => {
    stubBrowserDialogs({ answers: ['Ana', 'ana@clinic.test', 'Bright Clinic', null] });
    requestCustomTemplate();
    expect(createLead).toHaveBeenCalledWith(expect.objectContaining({ industry: null }));
  });

  it.each([
    [['', 'ana@clinic.test', 'Bright Clinic', '']],
    [['Ana', null, 'Bright Clinic', '']],
    [['Ana', 'ana@clinic.test', '  ', '']],
    [['\u200b\u2060\u200c', 'ana@clinic.test', 'Bright Clinic', '']],
  ])('saves nothing without name, email and company but still opens the draft (%j)', (answers) => {
    const { drafts } = stubBrowserDialogs({ answers });
    requestCustomTemplate();
    expect(createLead).not.toHaveBeenCalled();
    expect(reportFormSubmit).not.toHaveBeenCalled();
    expect(drafts).toHaveLength(1);
  });
});

describe('bookDemo', () => {
  it('saves a pending general demo request, describes the session and points to the provider', () => {
    const { prompts, confirms, alerts } = stubBrowserDialogs({ answers: ['Sam', 'sam@shop.test', ''] });
    bookDemo();
    expect(prompts).toEqual(['Your name:', 'Your business email:', 'Your company name (optional):']);
    expect(createDemoRequest).toHaveBeenCalledWith({
      name: 'Sam',
      email: 'sam@shop.test',
      company: null,
      phone: null,
      industry: 'general',
      message: 'Requested a 30-minute live demo from the home page',
      status: 'pending',
    });
    expect(confirms).toEqual([demoSessionMessage]);
    expect(demoSessionMessage).toContain('30-minute');
    expect(alerts).toEqual([bookingSystemMessage]);
    expect(bookingSystemMessage).toContain('hello@salesiqbotstudio.com');
  });

  it('keeps the company when given', () => {
    stubBrowserDialogs({ answers: ['Sam', 'sam@shop.test', 'Corner Shop'] });
    bookDemo();
    expect(createDemoRequest).toHaveBeenCalledWith(expect.objectContaining({ company: 'Corner Shop' }));
  });

  it('saves nothing without name and email, and shows no alert when the confirm is cancelled', () => {
    const { confirms, alerts } = stubBrowserDialogs({ answers: ['Sam', '', ''], confirm: false });
    bookDemo();
    expect(createDemoRequest).not.toHaveBeenCalled();
    expect(confirms).toEqual([demoSessionMessage]);
    expect(alerts).toEqual([]);
  });
});
