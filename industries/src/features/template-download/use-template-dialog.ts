import { useReducer } from 'react';
import { templateKitDownload } from './load-template-kit-download';
import { initialTemplateDialogState, templateDialogReducer } from './template-dialog-state';

/** The page-level template dialog flag and form (SPEC §4), preset to the page's industry. */
export function useTemplateDialog(pageIndustry: string) {
  const [state, dispatch] = useReducer(templateDialogReducer, pageIndustry, initialTemplateDialogState);
  const open = () => {
    // The kit's code comes while the visitor fills the form, so their press downloads at once.
    void templateKitDownload.load().catch(() => undefined);
    dispatch({ type: 'open' });
  };
  return { state, dispatch, open };
}
