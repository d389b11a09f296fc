import { safeFileName } from '@salesiq/shared-data/download/download-text-file';
import type { HandlerName } from './bot-config';
import { oneLine } from './one-line';

// The names of SPEC §7, with characters no file system accepts replaced.

export function scriptFileName(company: string, industry: string): string {
  return safeFileName(`${oneLine(company)}-${industry}-AI-Bot-Script.deluge`);
}

export function implementationGuideFileName(company: string): string {
  return safeFileName(`${oneLine(company)}-AI-Bot-Implementation-Guide.txt`);
}

export function handlerFileName(company: string, industry: string, handler: HandlerName): string {
  return safeFileName(`${oneLine(company)}-${industry}-${handler}.deluge`);
}

export function blueprintFileName(industry: string, company: string): string {
  return safeFileName(`AI-SalesIQ-Bot-Blueprint-${industry}-${oneLine(company)}.txt`);
}
