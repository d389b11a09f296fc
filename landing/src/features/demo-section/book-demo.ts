import { contact } from '@salesiq/shared-data/contact';
import { createDemoRequest } from '@salesiq/shared-data/operations/create-demo-request';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { reportFormSubmit } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { promptWithin } from '@salesiq/ui/prompt-within';

export const demoSessionMessage = [
  'Book your free 30-minute live demo',
  '',
  'In a 30-minute video session an expert shows you AI bots for your industry, the CRM and booking integrations, and answers your questions.',
  '',
  'Press OK to choose a time.',
].join('\n');

export const bookingSystemMessage = `The booking system would open here. For now, please contact us directly at ${contact.email} or ${contact.phone} to book your demo.`;

/**
 * SPEC §5/§7 home demo booking: prompts; a pending demo request (industry general) is saved only
 * when name and email were given; then a confirm describes the 30-minute session, and OK says
 * where booking would happen (there is no real calendar).
 */
export function bookDemo(): void {
  const name = filledText(promptWithin('Your name:', answerLimits.name));
  const email = filledText(promptWithin('Your business email:', answerLimits.email));
  const company = filledText(promptWithin('Your company name (optional):', answerLimits.company));

  if (name && email) {
    reportFormSubmit('demo_booking', { name, email, company });
    void saveLogged('demo request', [
      createDemoRequest({
        name,
        email,
        company: company || null,
        phone: null,
        industry: 'general',
        message: 'Requested a 30-minute live demo from the home page',
        status: 'pending',
      }),
    ]);
  }

  if (browserDialogs.confirm(demoSessionMessage)) browserDialogs.alert(bookingSystemMessage);
}
