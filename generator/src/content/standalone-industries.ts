/** Industries of the standalone generator (SPEC §2); `realestate` is spelled as the generator templates spell it. */
export const standaloneIndustries = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'realestate', label: 'Real Estate' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'retail', label: 'Retail/E-commerce' },
  { value: 'education', label: 'Education' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'travel', label: 'Travel' },
  { value: 'legal', label: 'Legal' },
  { value: 'fitness', label: 'Fitness' },
] as const;

export function standaloneIndustryLabel(value: string): string {
  return standaloneIndustries.find((industry) => industry.value === value)?.label ?? value;
}
