import { customTemplateDraft } from '@salesiq/shared-data/mail/custom-template-draft';
import { mailtoHref } from '@salesiq/shared-data/mail/mail-draft';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { reportFormSubmit } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { promptWithin } from '@salesiq/ui/prompt-within';

export const customTemplateLeadMessage = 'Requested a custom AI bot template from the home page';

/**
 * SPEC §4/§5/§7 custom-template request: prompts for name, email, company and an optional
 * industry. The lead is saved only when name, email and company were all given; the mail draft
 * opens either way, with placeholders for blanks.
 */
export function requestCustomTemplate(): void {
  const name = filledText(promptWithin('Your name:', answerLimits.name));
  const email = filledText(promptWithin('Your business email:', answerLimits.email));
  const company = filledText(promptWithin('Your company name:', answerLimits.company));
  const industry = filledText(promptWithin('Your industry (optional):', answerLimits.industry));

  if (name && email && company) {
    reportFormSubmit('custom_template_request', { name, email, company, industry });
    void saveLogged('custom template request', [
      createLead({
        name,
        email,
        company,
        industry: industry || null,
        lead_source: 'custom_template_request',
        lead_type: 'custom_template',
        message: customTemplateLeadMessage,
      }),
    ]);
  }

  browserDialogs.openMailDraft(mailtoHref(customTemplateDraft({ name, email, company, industry })));
}
