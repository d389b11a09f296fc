import { whenScrollSettles } from '@salesiq/ui/smooth-scroll';
import { isBlank } from '@salesiq/shared-data/validation/filled-text';
import { reportDownload } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { useSpamGuard } from '@salesiq/spam-guard/use-spam-guard';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from '@salesiq/routing';
import { type LeadMagnetValues, saveLeadMagnet } from './save-lead-magnet';
import { kitUnavailableMessage } from '@salesiq/shared-data/kit/kit-unavailable-message';
import { type LeadMagnetKit, leadMagnetKit } from './load-lead-magnet-kit';
import { type IndustryPreselect, industryPageFor } from './lead-magnet-industries';
import { initialLeadMagnetState, isLocked, leadMagnetReducer } from './lead-magnet-state';

export const redirectDelayMs = 4000;
export const missingFieldsAlert = 'Please fill in your name and email address.';
export const kitUnavailableAlert = kitUnavailableMessage('Download Free Templates');

const emptyValues: LeadMagnetValues = { name: '', email: '', company: '', industry: '' };

/**
 * The lead-magnet form (SPEC §4, §5, §7): validation, the locked submit, the download and the
 * move to the chosen industry's page 4 s later, or at once when the visitor closes the thank-you
 * dialog or presses Continue.
 */
export function useLeadMagnet(preselect: IndustryPreselect | null) {
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyValues);
  const [state, dispatch] = useReducer(leadMagnetReducer, initialLeadMagnetState);
  const nameRef = useRef<HTMLInputElement>(null);
  const spamGuard = useSpamGuard();
  const cancelRedirect = useRef(() => {});
  const recordsSaved = useRef(false);
  const locked = isLocked(state);

  useEffect(() => () => cancelRedirect.current(), []);

  // A template request from another section (an event, carried in as a new `preselect`) fills
  // the industry and moves focus to the form; only a new request applies, and the lock is read
  // as it is then. Both rules below would turn this into a render-time comparison that cannot
  // move focus.
  useEffect(() => {
    if (!preselect || locked) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => ({ ...current, industry: preselect.industry }));
    // Focus now (SPEC's 800 ms), scroll to the field once the page has stopped moving.
    const field = nameRef.current;
    field?.focus({ preventScroll: true });
    whenScrollSettles(() => field?.scrollIntoView({ block: 'nearest' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselect]);

  const page = industryPageFor(values.industry);

  const goToIndustryPage = () => {
    cancelRedirect.current();
    if (page) void navigate(page.path);
  };

  const setValue = (field: keyof LeadMagnetValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    if (isBlank(values.name) || isBlank(values.email)) {
      browserDialogs.alert(missingFieldsAlert);
      return;
    }
    const { botLike } = spamGuard.check();
    dispatch({ type: 'submitted' });
    // A bot-like submission gets the download and stores nothing; a press after the kit could not
    // be prepared does not store the same submission again.
    if (!botLike && !recordsSaved.current) {
      saveLeadMagnet(values);
      recordsSaved.current = true;
    }
    const download = (kit: LeadMagnetKit) => {
      const fileName = kit.downloadTemplateKit(values);
      if (!botLike) reportDownload('template_kit', fileName);
      dispatch({ type: 'downloaded', fileName });
      if (!page) return;
      const redirect = setTimeout(() => void navigate(page.path), redirectDelayMs);
      cancelRedirect.current = () => clearTimeout(redirect);
    };
    leadMagnetKit.use(download, () => {
      dispatch({ type: 'kit-unavailable' });
      browserDialogs.alert(kitUnavailableAlert);
    });
  };

  /** The kit's code comes as the visitor starts on the form, so their press downloads at once. */
  const prepareKit = () => void leadMagnetKit.load().catch(() => undefined);

  const closeDialog = () => {
    dispatch({ type: 'dialog-closed' });
    goToIndustryPage();
  };

  return { values, setValue, state, locked, page, nameRef, spamGuard, submit, prepareKit, closeDialog };
}
