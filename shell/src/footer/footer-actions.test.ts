import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import type { MailDraft } from '@salesiq/shared-data/mail/mail-draft';
import { announcePlaceholder, type Dialogs, requestFooterContact } from './footer-actions';

const createLead = rs.hoisted(() => rs.fn(() => Promise.resolve('stored')));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead }));

function dialogsAnswering(...answers: (string | null)[]): Dialogs & { opened: MailDraft[] } {
  const opened: MailDraft[] = [];
  return {
    prompt: rs.fn(() => answers.shift() ?? null),
    alert: rs.fn(),
    openDraft: (draft) => opened.push(draft),
    opened,
  };
}

describe('footer actions', () => {
  beforeEach(() => {
    createLead.mockClear();
  });

  it('announces placeholder resources with the spec text', () => {
    const dialogs = dialogsAnswering();
    announcePlaceholder('ROI Calculator', dialogs);
    expect(dialogs.alert).toHaveBeenCalledWith('ROI Calculator coming soon! Contact us for early access.');
  });

  it('saves a contact lead when name and email are given, company null when blank', () => {
    const dialogs = dialogsAnswering(' Ana Ruiz ', 'ana@clinic.com', '');
    requestFooterContact(dialogs);
    expect(createLead).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ana Ruiz',
        email: 'ana@clinic.com',
        company: null,
        lead_source: 'footer_contact',
        lead_type: 'contact_request',
      }),
    );
    expect(dialogs.opened[0]?.subject).toBe('SalesIQ Chatbot Enquiry');
  });

  it('saves nothing for a name of only zero-width characters', () => {
    requestFooterContact(dialogsAnswering('\u200b\u2060', 'ana@clinic.test', 'Clinic'));
    expect(createLead).not.toHaveBeenCalled();
  });

  it('saves nothing without an email but still opens the mail draft', () => {
    const dialogs = dialogsAnswering('Ana', null, 'Clinic');
    requestFooterContact(dialogs);
    expect(createLead).not.toHaveBeenCalled();
    expect(dialogs.opened[0]?.body).toContain('Email: [Your Email]');
  });
});
