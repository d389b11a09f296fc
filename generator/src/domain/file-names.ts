import { safeFileName } from '@salesiq/shared-data/download/download-text-file';
import type { HandlerName } from './bot-config';

// The names of SPEC §7: the company as the visitor typed it (its inner spaces kept, its ends
// trimmed), with characters no file system accepts replaced.

export function scriptFileName(company: string, industry: string): string {
  return safeFileName(`${company.trim()}-${industry}-AI-Bot-Script.deluge`);
}

export function implementationGuideFileName(company: string): string {
  return safeFileName(`${company.trim()}-AI-Bot-Implementation-Guide.txt`);
}

export function handlerFileName(company: string, industry: string, handler: HandlerName): string {
  return safeFileName(`${company.trim()}-${industry}-${handler}.deluge`);
}

export function blueprintFileName(industry: string, company: string): string {
  return safeFileName(`AI-SalesIQ-Bot-Blueprint-${industry}-${company.trim()}.txt`);
}
