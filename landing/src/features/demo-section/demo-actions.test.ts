import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import type { MailDraft } from '@salesiq/shared-data/mail/mail-draft';
import type { BrowserDialogs } from '../../shared/browser-dialogs';
import { bookDemo, bookingSystemMessage, demoSessionMessage } from './book-demo';
import { customTemplateLeadMessage, requestCustomTemplate } from './request-custom-template';

const createLead = rs.hoisted(() => rs.fn());
const createDemoRequest = rs.hoisted(() => rs.fn());
const reportFormSubmit = rs.hoisted(() => rs.fn());
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead }));
rs.mock('@salesiq/shared-data/operations/create-demo-request', () => ({ createDemoRequest }));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit }));

function dialogsAnswering(answers: (string | null)[], confirmed = true) {
  const drafts: MailDraft[] = [];
  const dialogs = {
    prompt: rs.fn(() => answers.shift() ?? null),
    confirm: rs.fn(() => confirmed),
    alert: rs.fn(),
    openDraft: (draft: MailDraft) => drafts.push(draft),
  } satisfies BrowserDialogs;
  return { dialogs, drafts };
}

beforeEach(() => {
  createLead.mockReset().mockResolvedValue('stored');
  createDemoRequest.mockReset().mockResolvedValue('stored');
  reportFormSubmit.mockReset();
});

describe('requestCustomTemplate', () => {
  it('saves a custom-template lead and opens the draft', () => {
    const { dialogs, drafts } = dialogsAnswering([' Ana ', 'ana@clinic.test', 'Bright Clinic', 'healthcare']);
    requestCustomTemplate(dialogs);
    expect(dialogs.prompt).toHaveBeenCalledTimes(4);
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
    const { dialogs } = dialogsAnswering(['Ana', 'ana@clinic.test', 'Bright Clinic', null]);
    requestCustomTemplate(dialogs);
    expect(createLead).toHaveBeenCalledWith(expect.objectContaining({ industry: null }));
  });

  it.each([
    [['', 'ana@clinic.test', 'Bright Clinic', '']],
    [['Ana', null, 'Bright Clinic', '']],
    [['Ana', 'ana@clinic.test', '  ', '']],
    [['\u200b\u2060\u200c', 'ana@clinic.test', 'Bright Clinic', '']],
  ])('saves nothing without name, email and company but still opens the draft (%j)', (answers) => {
    const { dialogs, drafts } = dialogsAnswering(answers);
    requestCustomTemplate(dialogs);
    expect(createLead).not.toHaveBeenCalled();
    expect(reportFormSubmit).not.toHaveBeenCalled();
    expect(drafts).toHaveLength(1);
  });
});

describe('bookDemo', () => {
  it('saves a pending general demo request, describes the session and points to the provider', () => {
    const { dialogs } = dialogsAnswering(['Sam', 'sam@shop.test', '']);
    bookDemo(dialogs);
    expect(createDemoRequest).toHaveBeenCalledWith({
      name: 'Sam',
      email: 'sam@shop.test',
      company: null,
      phone: null,
      industry: 'general',
      message: 'Requested a 30-minute live demo from the home page',
      status: 'pending',
    });
    expect(dialogs.confirm).toHaveBeenCalledWith(demoSessionMessage);
    expect(demoSessionMessage).toContain('30-minute');
    expect(dialogs.alert).toHaveBeenCalledWith(bookingSystemMessage);
    expect(bookingSystemMessage).toContain('hello@salesiqbotstudio.com');
  });

  it('keeps the company when given', () => {
    const { dialogs } = dialogsAnswering(['Sam', 'sam@shop.test', 'Corner Shop']);
    bookDemo(dialogs);
    expect(createDemoRequest).toHaveBeenCalledWith(expect.objectContaining({ company: 'Corner Shop' }));
  });

  it('saves nothing without name and email, and shows no alert when the confirm is cancelled', () => {
    const { dialogs } = dialogsAnswering(['Sam', '', ''], false);
    bookDemo(dialogs);
    expect(createDemoRequest).not.toHaveBeenCalled();
    expect(dialogs.confirm).toHaveBeenCalled();
    expect(dialogs.alert).not.toHaveBeenCalled();
  });
});
