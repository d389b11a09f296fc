// CONTRACT STUB — the home-page work (issue 5) replaces the body with the full template kit text
// of SPEC §3 "Template kit text" and §9. Industry pages use the same two functions.

export interface TemplateKitRequest {
  /** Industry value, e.g. `healthcare`, `real-estate`, `other`; empty for General. */
  industry: string;
  name: string;
  company: string;
}

/** `SalesIQ-{industry}-Templates-{name with whitespace turned into hyphens}.txt`; General when no industry. */
export function templateKitFileName(industry: string, name: string): string {
  return `SalesIQ-${industry || 'General'}-Templates-${name.trim().replace(/\s+/g, '-')}.txt`;
}

export function buildTemplateKit({ industry, name, company }: TemplateKitRequest): string {
  return `SalesIQ ${industry || 'General'} template kit for ${name || 'User'} at ${company || 'Your Company'}`;
}
