import type { SelectOption } from '@salesiq/ui/select-field';

/** The industry select of the template dialog (SPEC §2); values are display names. */
export const templateIndustryOptions: readonly SelectOption[] = [
  { value: 'Healthcare', label: 'Healthcare' },
  { value: 'Finance', label: 'Finance' },
  { value: 'Retail', label: 'Retail/E-commerce' },
  { value: 'Real Estate', label: 'Real Estate' },
  { value: 'Travel', label: 'Travel' },
  { value: 'Education', label: 'Education' },
  { value: 'Manufacturing', label: 'Manufacturing' },
  { value: 'Hospitality', label: 'Hospitality' },
  { value: 'Automotive', label: 'Automotive' },
  { value: 'Legal', label: 'Legal' },
  { value: 'Fitness', label: 'Fitness' },
];

/** The options on one page: a page whose industry is not among the eleven gets its own added, last. */
export function templateIndustryOptionsFor(pageIndustry: string): readonly SelectOption[] {
  if (templateIndustryOptions.some((option) => option.value === pageIndustry)) return templateIndustryOptions;
  return [...templateIndustryOptions, { value: pageIndustry, label: pageIndustry }];
}
