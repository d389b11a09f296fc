import { downloadTextFile } from '../download/download-text-file';
import { filledText } from '../validation/filled-text';
import { buildTemplateKit, type TemplateKitRequest, templateKitFileName } from './template-kit';

/**
 * Saves the kit made for the visitor as a text file (SPEC §7 "Client-side file downloads"), each
 * value trimmed as in the records; returns the file's name, which the download's report carries.
 * The kit's texts are most of its chunk, which the forms load only once a visitor starts on them.
 */
export function downloadTemplateKit(request: TemplateKitRequest): string {
  const industry = filledText(request.industry);
  const name = filledText(request.name);
  const kit = buildTemplateKit({ industry, name, company: filledText(request.company) });
  return downloadTextFile(templateKitFileName(industry, name), kit);
}
