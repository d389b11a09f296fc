import { useReducer } from 'react';
import { initialTemplateDialogState, templateDialogReducer } from './template-dialog-state';

/** The page-level template dialog flag and form (SPEC §4), preset to the page's industry. */
export function useTemplateDialog(pageIndustry: string) {
  const [state, dispatch] = useReducer(templateDialogReducer, pageIndustry, initialTemplateDialogState);
  return { state, dispatch, open: () => dispatch({ type: 'open' }) };
}
