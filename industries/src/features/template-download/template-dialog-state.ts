import { filledText, isBlank } from '@salesiq/shared-data/validation/filled-text';

/** What the visitor types into the template-download dialog (SPEC §3 "Visitor form state"). */
export interface TemplateForm {
  name: string;
  email: string;
  company: string;
  /** The selected industry's display name, for example "Real Estate". */
  industry: string;
}

/**
 * SPEC §4: closed, open, submitting, then the success view, which closes itself and resets. A kit
 * that cannot be prepared sends submitting back to open, the form as it was.
 */
export type TemplateDialogPhase = 'closed' | 'open' | 'submitting' | 'success';

export interface TemplateDialogState {
  phase: TemplateDialogPhase;
  form: TemplateForm;
  /** The page's industry, which the select starts on and returns to on reset. */
  pageIndustry: string;
  /** This form's records are saved: a press after the kit could not be prepared does not save them again. */
  recordsSaved: boolean;
  /** A press was refused for blank required fields: those still blank are shown invalid. */
  missingShown: boolean;
}

export type TemplateDialogAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'edit'; field: keyof TemplateForm; value: string }
  | { type: 'refuse' }
  | { type: 'submit'; saved: boolean }
  | { type: 'downloaded' }
  | { type: 'kit-unavailable' }
  | { type: 'finish' };

/** SPEC §9: how long the success view stays before the dialog closes itself. */
export const successViewMs = 2000;

export const requiredFieldsAlert = 'Please fill in all required fields.';

function emptyForm(pageIndustry: string): TemplateForm {
  return { name: '', email: '', company: '', industry: pageIndustry };
}

export function initialTemplateDialogState(pageIndustry: string): TemplateDialogState {
  return { phase: 'closed', form: emptyForm(pageIndustry), pageIndustry, recordsSaved: false, missingShown: false };
}

/** Name, email and company are required (SPEC §5); blanks made only of spaces or invisible characters count as empty. */
export function isTemplateFormComplete(form: TemplateForm): boolean {
  return blankRequiredFields(form).length === 0;
}

/** The required fields still blank, in the form's order. */
export function blankRequiredFields(form: TemplateForm): (keyof TemplateForm)[] {
  return (['name', 'email', 'company'] as const).filter((field) => isBlank(form[field]));
}

/** The form as it is saved and used for the kit: every value trimmed. */
export function trimmedForm(form: TemplateForm): TemplateForm {
  return { name: filledText(form.name), email: filledText(form.email), company: filledText(form.company), industry: filledText(form.industry) };
}

function reset(state: TemplateDialogState): TemplateDialogState {
  return initialTemplateDialogState(state.pageIndustry);
}

export function templateDialogReducer(state: TemplateDialogState, action: TemplateDialogAction): TemplateDialogState {
  switch (action.type) {
    case 'open':
      return state.phase === 'closed' ? { ...state, phase: 'open' } : state;
    case 'close':
      // Closing mid-save would hide the outcome; closing the success view is the same as its timeout.
      if (state.phase === 'submitting') return state;
      if (state.phase === 'success') return reset(state);
      return { ...state, phase: 'closed' };
    case 'edit':
      // Changed values are a new submission, saved on its own.
      return state.phase === 'open' ? { ...state, form: { ...state.form, [action.field]: action.value }, recordsSaved: false } : state;
    case 'refuse':
      return state.phase === 'open' ? { ...state, missingShown: true } : state;
    case 'submit':
      return state.phase === 'open' && isTemplateFormComplete(state.form)
        ? { ...state, phase: 'submitting', recordsSaved: state.recordsSaved || action.saved }
        : state;
    case 'downloaded':
      return state.phase === 'submitting' ? { ...state, phase: 'success' } : state;
    case 'kit-unavailable':
      return state.phase === 'submitting' ? { ...state, phase: 'open' } : state;
    case 'finish':
      return state.phase === 'success' ? reset(state) : state;
  }
}
