import { consultationDraft } from '@salesiq/shared-data/mail/consultation-draft';
import { mailtoHref } from '@salesiq/shared-data/mail/mail-draft';
import { createConsultation } from '@salesiq/shared-data/operations/create-consultation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import type { GuideContent } from '../../content/types';
import { type ConsultationRecords, consultationRecords } from './consultation-records';

/** Queued in this order at once: the mail draft never waits on the network. */
function saveConsultation({ consultation, lead }: ConsultationRecords): void {
  void saveLogged('consultation request', [createConsultation(consultation), createLead(lead)]);
}

/**
 * "Book Free Consultation": a consultation, then a lead, then the pre-filled mail draft, which
 * opens even when saving fails (SPEC §8). `alreadySaved`: a later press on the same page (a double
 * click, or the closing section's button) opens the draft again and saves nothing more.
 */
export function bookConsultation(visitor: GuideFormData, content: GuideContent, { alreadySaved = false } = {}): void {
  if (!alreadySaved) saveConsultation(consultationRecords(visitor, content));
  const draft = consultationDraft({
    name: visitor.name,
    email: visitor.email,
    company: visitor.company,
    industryName: content.displayName,
    guideTitle: content.title,
  });
  browserDialogs.openMailDraft(mailtoHref(draft));
}
