/** The industry-page generator form (SPEC §3 "Visitor form state"). */
export interface GeneratorForm {
  companyName: string;
  name: string;
  email: string;
  primaryGoal: string;
}

export type GeneratorField = keyof GeneratorForm;
export type GeneratorErrors = Partial<Record<GeneratorField, string>>;

export const emptyGeneratorForm: GeneratorForm = { companyName: '', name: '', email: '', primaryGoal: '' };

/** text, @, text, dot, text, without spaces (SPEC §5). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The error under each invalid field, with the spec's exact wording; empty when the form may be sent. */
export function validateGeneratorForm(form: GeneratorForm): GeneratorErrors {
  const errors: GeneratorErrors = {};
  if (!form.companyName.trim()) errors.companyName = 'Company name is required';
  if (!form.name.trim()) errors.name = 'Your name is required';
  if (!form.email.trim()) errors.email = 'Business email is required';
  else if (!emailPattern.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  if (!form.primaryGoal.trim()) errors.primaryGoal = 'Primary goal is required';
  return errors;
}

export function hasErrors(errors: GeneratorErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Field order on the page, for focusing the first invalid one. */
export const generatorFields: readonly GeneratorField[] = ['companyName', 'name', 'email', 'primaryGoal'];
