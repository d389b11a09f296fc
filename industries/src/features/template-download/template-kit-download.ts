import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import { buildTemplateKit, templateKitFileName } from '@salesiq/shared-data/kit/template-kit';
import { reportDownload } from '@salesiq/tracking/report';
import type { TemplateForm } from './template-dialog-state';

/**
 * The dialog's last step: the kit downloads, and the download is recorded unless the submission
 * was bot-like (`report: false`). Returns the file's name. Its own chunk (the kit's texts are most
 * of it): an industry page does not need it until its dialog opens, see load-template-kit-download.ts.
 */
export function downloadTemplateKit(form: TemplateForm, { report }: { report: boolean }): string {
  const fileName = downloadTextFile(
    templateKitFileName(form.industry, form.name),
    buildTemplateKit({ industry: form.industry, name: form.name, company: form.company }),
  );
  if (report) reportDownload('template_kit', fileName);
  return fileName;
}
