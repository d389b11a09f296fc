import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { reportDownload } from '@salesiq/tracking/report';
import type { GuideContent } from '../../content/types';
import { guideFileName, guideText } from '../../domain/guide-text';

/** "Download Complete Guide": the guide as a plain-text file, tracked as a download (SPEC §7). */
export function downloadGuide(visitor: GuideFormData, content: GuideContent, date: Date = new Date()): void {
  const fileName = downloadTextFile(guideFileName(content.key, visitor.company), guideText({ visitor, content, date }));
  reportDownload('personalized_guide', fileName);
}
