import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { createTemplateDownload } from '@salesiq/shared-data/operations/create-template-download';
import { saveLogged } from '@salesiq/shared-data/operations/save-logged';
import { reportFormSubmit } from '@salesiq/tracking/report';
import type { TemplateForm } from './template-dialog-state';
import { templateDownloadRecords } from './template-download-records';

/**
 * SPEC §7 "Template download (industry page)", up to the download: the submission is recorded,
 * then the template_downloads row and the lead enter the outbox, in that order; the kit downloads
 * next (template-kit-download.ts) without waiting on the network. A save that must wait is only
 * logged (SPEC §8).
 */
export function saveTemplateDownload(pageKey: IndustryKey, form: TemplateForm): void {
  reportFormSubmit('template_download', { ...form });
  const { download, lead } = templateDownloadRecords(pageKey, form);
  void saveLogged('template download', [createTemplateDownload(download), createLead(lead)]);
}
