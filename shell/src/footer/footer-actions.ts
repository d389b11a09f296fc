import { contact } from '@salesiq/shared-data/contact';
import { mailtoHref } from '@salesiq/shared-data/mail/mail-draft';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { reportFormSubmit } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { promptWithin } from '@salesiq/ui/prompt-within';

export const placeholderResources = [
  'Bot Building Guide',
  'Integration Tutorials',
  'Performance Optimization',
  'ROI Calculator',
] as const;

export function announcePlaceholder(title: string) {
  browserDialogs.alert(`${title} coming soon! Contact us for early access.`);
}

export const privacyText = `Privacy Policy: ${contact.company} uses the details you submit only to answer your request and to send you information about SalesIQ chatbot services. We never sell your data. Every email has an unsubscribe link, and you can ask us to see or delete your data at any time by writing to ${contact.email}.`;

export const termsText = `Terms of Service: Templates, scripts and guides from ${contact.company} are provided as starting points for your own Zoho SalesIQ setup. Figures on this site are typical results, not guarantees. Consultations and custom work are agreed in writing before they start. Questions: ${contact.email}.`;

/**
 * SPEC §4/§5 footer e-mail contact: prompts for name, email and company. A lead is saved only
 * when name and email were given (company optional, null when empty); the mail draft opens either way.
 */
export function requestFooterContact() {
  const name = filledText(promptWithin('Your name:', answerLimits.name));
  const email = filledText(promptWithin('Your email address:', answerLimits.email));
  const company = filledText(promptWithin('Company name (optional):', answerLimits.company));

  reportFormSubmit('footer_contact', { name, email, company });
  if (name && email) {
    void saveLogged('contact request', [
      createLead({
        name,
        email,
        company: company || null,
        industry: null,
        lead_source: 'footer_contact',
        lead_type: 'contact_request',
        message: 'Contact request from the website footer',
      }),
    ]);
  }

  const draft = {
    subject: 'SalesIQ Chatbot Enquiry',
    body: [
      'Hi SalesIQ Bot Studio team,',
      '',
      "I'd like to talk about chatbots for my business.",
      '',
      `Name: ${name || '[Your Name]'}`,
      `Company: ${company || '[Your Company]'}`,
      `Email: ${email || '[Your Email]'}`,
    ].join('\n'),
  };
  browserDialogs.openMailDraft(mailtoHref(draft));
}
