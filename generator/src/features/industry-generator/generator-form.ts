import { isSimpleEmail } from '@salesiq/shared-data/validation/email';
import { filledText, isBlank } from '@salesiq/shared-data/validation/filled-text';

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

/** The form as it is saved and shown: every value trimmed of spaces and leading invisible characters. */
export function filledGeneratorForm(form: GeneratorForm): GeneratorForm {
  return {
    companyName: filledText(form.companyName),
    name: filledText(form.name),
    email: filledText(form.email),
    primaryGoal: filledText(form.primaryGoal),
  };
}

/** The error under each invalid field, with the spec's exact wording; empty when the form may be sent. */
export function validateGeneratorForm(form: GeneratorForm): GeneratorErrors {
  const errors: GeneratorErrors = {};
  if (isBlank(form.companyName)) errors.companyName = 'Company name is required';
  if (isBlank(form.name)) errors.name = 'Your name is required';
  if (isBlank(form.email)) errors.email = 'Business email is required';
  else if (!isSimpleEmail(filledText(form.email))) errors.email = 'Please enter a valid email address';
  if (isBlank(form.primaryGoal)) errors.primaryGoal = 'Primary goal is required';
  return errors;
}

export function hasErrors(errors: GeneratorErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Field order on the page, for focusing the first invalid one. */
export const generatorFields: readonly GeneratorField[] = ['companyName', 'name', 'email', 'primaryGoal'];
