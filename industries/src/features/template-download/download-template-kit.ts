import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { buildTemplateKit, templateKitFileName } from '@salesiq/shared-data/kit/template-kit';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createTemplateDownload } from '@salesiq/shared-data/operations/create-template-download';
import { reportDownload, reportFormSubmit } from '@salesiq/tracking/report';
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
 * Records the download and the lead, then downloads the kit; returns the file name. Never throws
 * for a failed save. With `store: false` (a bot-like submission) only the download happens.
 */
export function downloadTemplateKit(pageKey: IndustryKey, form: TemplateForm, { store }: { store: boolean }): string {
  if (store) {
    reportFormSubmit('template_download', { ...form });
    void saveRecords(pageKey, form);
  }
  const fileName = downloadTextFile(
    templateKitFileName(form.industry, form.name),
    buildTemplateKit({ industry: form.industry, name: form.name, company: form.company }),
  );
  if (store) reportDownload('template_kit', fileName);
  return fileName;
}
