import type { NewRecord } from '@salesiq/shared-data/database-types';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { hasLetterOrDigit } from '@salesiq/shared-data/slug';
import { filledText, isBlank } from '@salesiq/shared-data/validation/filled-text';

/** The guide form's fields as typed. */
export type GuideFormValues = GuideFormData;

export const emptyGuideForm: GuideFormValues = { name: '', company: '', email: '', industry: '' };

export const guideFormMessages = {
  incomplete: 'Please fill in all fields.',
  submitting: 'Creating your personalized guide...',
} as const;

/** How long the spinner shows before the guide page opens (SPEC §9). */
export const guideRedirectDelayMs = 2500;

/** The fields in the form's order. */
const guideFields = ['name', 'company', 'email', 'industry'] as const;

/**
 * Whether a field is not yet filled in: empty or only invisible characters, or, for the company,
 * without a letter or digit to make the guide's address from (SPEC §2's slug rule: `!!!` has none).
 */
function isUnfilled(values: GuideFormValues, field: keyof GuideFormValues): boolean {
  return isBlank(values[field]) || (field === 'company' && !hasLetterOrDigit(values.company));
}

/** The trimmed form data, or null when any field is not filled in (SPEC §5: all four are required). */
export function completeGuideForm(values: GuideFormValues): GuideFormData | null {
  if (guideFields.some((field) => isUnfilled(values, field))) return null;
  return {
    name: filledText(values.name),
    company: filledText(values.company),
    email: filledText(values.email),
    industry: filledText(values.industry),
  };
}

/** The fields not filled in (see `isUnfilled`), in the form's order. */
export function blankGuideFields(values: GuideFormValues): (keyof GuideFormValues)[] {
  return guideFields.filter((field) => isUnfilled(values, field));
}

export interface GuideRequestRecords {
  guide: NewRecord<'personalized_guides'>;
  lead: NewRecord<'leads'>;
}

/** The personalized_guides and leads rows of a guide request (SPEC §7 "Guide submit"). */
export function guideRequestRecords(data: GuideFormData): GuideRequestRecords {
  const { name, email, company, industry } = data;
  return {
    guide: { name, email, company, industry },
    lead: {
      name,
      email,
      company,
      industry,
      lead_source: 'personalized_guide',
      lead_type: 'guide_request',
      message: `Requested personalized guide for ${industry}`,
    },
  };
}
