import { demoRequestDraft } from '@salesiq/shared-data/mail/demo-request-draft';
import { mailtoHref } from '@salesiq/shared-data/mail/mail-draft';
import { createDemoRequest } from '@salesiq/shared-data/operations/create-demo-request';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { newId } from '@salesiq/shared-data/operations/new-id';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { promptWithin } from '@salesiq/ui/prompt-within';
import type { IndustryContent } from '../../content/types';
import { type DemoPromptAnswers, type DemoRequestRecords, demoRequestRecords } from './demo-request-records';

export const demoPrompts = {
  name: 'Please enter your name:',
  email: 'Please enter your email address:',
  company: 'Please enter your company name:',
  phone: 'Please enter your phone number (optional):',
} as const;

function askForDetails(): DemoPromptAnswers {
  const name = promptWithin(demoPrompts.name, answerLimits.name);
  const email = promptWithin(demoPrompts.email, answerLimits.email);
  const company = promptWithin(demoPrompts.company, answerLimits.company);
  const phone = promptWithin(demoPrompts.phone, answerLimits.phone);
  return { name, email, company, phone };
}

/**
 * The demo request, then its lead: queued at once, so the mail draft never waits on the network;
 * a save that must wait is only logged (SPEC §8). The two are "one guarded block" (SPEC §7): a
 * demo request the server refuses takes its lead with it.
 */
function saveDemoRequest({ demoRequest, lead }: DemoRequestRecords): void {
  const demoRequestId = newId();
  void saveLogged('demo request', [createDemoRequest(demoRequest, { id: demoRequestId }), createLead(lead, { after: demoRequestId })]);
}

/** "Request {Industry} Demo" and "See {Industry} Bot in Action" (SPEC §4 "Demo request"). */
export function requestDemo(content: IndustryContent): void {
  const answers = askForDetails();
  const records = demoRequestRecords(content, answers);
  if (records) saveDemoRequest(records);
  const draft = demoRequestDraft(
    { displayName: content.displayName, ...content.demoDraft },
    // An answer of only spaces or invisible characters is blank here too: the draft shows its placeholder.
    { name: filledText(answers.name), company: filledText(answers.company), phone: filledText(answers.phone) },
  );
  browserDialogs.openMailDraft(mailtoHref(draft));
}
