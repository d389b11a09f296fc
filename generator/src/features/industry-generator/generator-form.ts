import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { isSimpleEmail } from '@salesiq/shared-data/validation/email';
import { hasLetterOrDigit } from '@salesiq/shared-data/slug';
import { filledText, isBlank } from '@salesiq/shared-data/validation/filled-text';
import { type AnswerLimit, exceedsLimit, limitReminder } from '@salesiq/ui/answer-limit';

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

/** What each text field may hold for the database to keep it whole. */
export const generatorFieldLimits: Record<Exclude<GeneratorField, 'primaryGoal'>, AnswerLimit> = {
  companyName: answerLimits.company,
  name: answerLimits.name,
  email: answerLimits.email,
};

const lengthError = (value: string, limit: AnswerLimit) => (exceedsLimit(value, limit) ? limitReminder(limit) : undefined);

/**
 * The error under each invalid field, with the spec's exact wording; empty when the form may be
 * sent. A company name of only symbols (`!!!`) counts as empty. A value longer than the database
 * keeps gets the length reminder the field shows as well.
 */
export function validateGeneratorForm(form: GeneratorForm): GeneratorErrors {
  const errors: GeneratorErrors = {};
  // A company with no letter or digit has no slug for the script page's address (SPEC §2): not a name.
  if (isBlank(form.companyName) || !hasLetterOrDigit(form.companyName)) errors.companyName = 'Company name is required';
  else errors.companyName = lengthError(form.companyName, generatorFieldLimits.companyName);
  if (isBlank(form.name)) errors.name = 'Your name is required';
  else errors.name = lengthError(form.name, generatorFieldLimits.name);
  if (isBlank(form.email)) errors.email = 'Business email is required';
  else errors.email = lengthError(form.email, generatorFieldLimits.email) ?? (isSimpleEmail(filledText(form.email)) ? undefined : 'Please enter a valid email address');
  if (isBlank(form.primaryGoal)) errors.primaryGoal = 'Primary goal is required';
  return errors;
}

export function hasErrors(errors: GeneratorErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Field order on the page, for focusing the first invalid one. */
export const generatorFields: readonly GeneratorField[] = ['companyName', 'name', 'email', 'primaryGoal'];
