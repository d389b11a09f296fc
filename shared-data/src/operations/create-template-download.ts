import { recordCreator } from './record-creator';

export const createTemplateDownload = recordCreator('template_downloads');
