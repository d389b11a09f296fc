import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createTemplateDownload } from '@salesiq/shared-data/operations/create-template-download';
import { reportFormSubmit } from '@salesiq/tracking/report';
import type { TemplateForm } from './template-dialog-state';
import { templateDownloadRecords } from './template-download-records';

async function saveRecords(pageKey: IndustryKey, form: TemplateForm): Promise<void> {
  const { download, lead } = templateDownloadRecords(pageKey, form);
  try {
    // Queued in this order by the outbox; neither waits on the network before the kit downloads.
    await Promise.all([createTemplateDownload(download), createLead(lead)]);
  } catch (error) {
    console.error('Error saving template download', error);
  }
}

/**
 * SPEC §7 "Template download (industry page)", up to the download: the submission is recorded,
 * then the template_downloads row and the lead enter the outbox. Never throws for a failed save.
 * The kit downloads next (template-kit-download.ts).
 */
export function saveTemplateDownload(pageKey: IndustryKey, form: TemplateForm): void {
  reportFormSubmit('template_download', { ...form });
  void saveRecords(pageKey, form);
}
