import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import { buildTemplateKit, templateKitFileName } from '@salesiq/shared-data/kit/template-kit';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { reportDownload } from '@salesiq/tracking/report';
import type { LeadMagnetValues } from './save-lead-magnet';

/**
 * SPEC §7 "Home lead-magnet submit", its last step: the kit downloads, and the download is
 * recorded unless the submission was bot-like (`report: false`). Returns the file's name. Its own
 * chunk (the kit's texts are most of it): the form does not need it to be shown, see
 * load-lead-magnet-kit.ts.
 */
export function downloadLeadMagnetKit(values: LeadMagnetValues, { report }: { report: boolean }): string {
  const name = filledText(values.name);
  const { industry } = values;
  const kit = buildTemplateKit({ industry, name, company: filledText(values.company) });
  const fileName = downloadTextFile(templateKitFileName(industry, name), kit);
  if (report) reportDownload('template_kit', fileName);
  return fileName;
}
