import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createTemplateDownload } from '@salesiq/shared-data/operations/create-template-download';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { reportFormSubmit } from '@salesiq/tracking/report';

export interface LeadMagnetValues {
  name: string;
  email: string;
  company: string;
  /** A lead-magnet industry value, or empty. */
  industry: string;
}

/** The lead's message: the industry, or general when none was chosen. */
export function leadMagnetMessage(industry: string): string {
  return industry ? `Downloaded ${industry} AI bot template kit` : 'Downloaded general AI bot template kit';
}

/**
 * SPEC §7 "Home lead-magnet submit", up to the download: the submission is recorded, then a
 * template_downloads row (template_type general), then a lead. Both rows enter the outbox in that
 * order, which delivers them in the background: nothing waits for the data service (a save that
 * must wait is only logged, SPEC §8). The kit downloads next (lead-magnet-kit.ts).
 */
export function saveLeadMagnet(values: LeadMagnetValues): void {
  const company = filledText(values.company);
  const { industry } = values;
  const record = { name: filledText(values.name), email: filledText(values.email), company: company || null, industry: industry || null };
  reportFormSubmit('lead_magnet', { ...values });
  void saveLogged('template kit request', [
    createTemplateDownload({ ...record, template_type: 'general' }),
    createLead({
      ...record,
      lead_source: 'template_download',
      lead_type: 'template_download',
      message: leadMagnetMessage(industry),
    }),
  ]);
}
