import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import { buildTemplateKit, templateKitFileName } from '@salesiq/shared-data/kit/template-kit';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createTemplateDownload } from '@salesiq/shared-data/operations/create-template-download';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { reportDownload, reportFormSubmit } from '@salesiq/tracking/report';

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
 * SPEC §7 "Home lead-magnet submit": a template_downloads row (template_type general), then a
 * lead, then the kit downloads. Both rows enter the outbox in that order, which delivers them in
 * the background; the kit downloads at once, whatever the data service does. With
 * `store: false` (a bot-like submission) only the download happens. Returns the file's name.
 */
export function submitLeadMagnet(values: LeadMagnetValues, { store }: { store: boolean }): string {
  const name = filledText(values.name);
  const company = filledText(values.company);
  const { industry } = values;
  const record = { name, email: filledText(values.email), company: company || null, industry: industry || null };

  if (store) {
    reportFormSubmit('lead_magnet', { ...values });
    void createTemplateDownload({ ...record, template_type: 'general' });
    void createLead({
      ...record,
      lead_source: 'template_download',
      lead_type: 'template_download',
      message: leadMagnetMessage(industry),
    });
  }

  const fileName = downloadTextFile(templateKitFileName(industry, name), buildTemplateKit({ industry, name, company }));
  if (store) reportDownload('template_kit', fileName);
  return fileName;
}
