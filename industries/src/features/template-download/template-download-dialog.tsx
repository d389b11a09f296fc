import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { kitUnavailableMessage } from '@salesiq/shared-data/kit/kit-unavailable-message';
import { reportDownload } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { Button } from '@salesiq/ui/button';
import { Dialog } from '@salesiq/ui/dialog';
import { focusFormControl } from '@salesiq/ui/form-focus';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { SelectField } from '@salesiq/ui/select-field';
import { HoneypotField } from '@salesiq/spam-guard/honeypot-field';
import { useSpamGuard } from '@salesiq/spam-guard/use-spam-guard';
import { TextField } from '@salesiq/ui/text-field';
import { CircleCheck, Download } from 'lucide-react';
import { type Dispatch, type FormEvent, useEffect, useRef } from 'react';
import { type TemplateKitDownload, templateKitDownload } from './load-template-kit-download';
import { saveTemplateDownload } from './save-template-download';
import styles from './template-download-dialog.module.css';
import {
  blankRequiredFields,
  requiredFieldsAlert,
  successViewMs,
  type TemplateDialogAction,
  type TemplateDialogState,
  trimmedForm,
} from './template-dialog-state';
import { templateIndustryOptionsFor } from './template-industries';

export const kitUnavailableAlert = kitUnavailableMessage('Download Templates');

interface TemplateDownloadDialogProps {
  industryKey: IndustryKey;
  displayName: string;
  state: TemplateDialogState;
  dispatch: Dispatch<TemplateDialogAction>;
}

/** The template-download dialog of an industry page (SPEC §2, §4, §5). */
export function TemplateDownloadDialog({ industryKey, displayName, state, dispatch }: TemplateDownloadDialogProps) {
  const { phase, form } = state;
  const { attachForm, attachHoneypot, check } = useSpamGuard();

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'finish' }), successViewMs);
    return () => clearTimeout(timer);
  }, [phase, dispatch]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [firstBlank] = blankRequiredFields(form);
    if (firstBlank) {
      dispatch({ type: 'refuse' });
      browserDialogs.alert(requiredFieldsAlert);
      focusFormControl(event.currentTarget, firstBlank);
      return;
    }
    const { botLike } = check();
    const submitted = trimmedForm(form);
    // A bot-like submission gets the download and stores nothing.
    const save = !botLike && !state.recordsSaved;
    if (save) saveTemplateDownload(industryKey, submitted);
    dispatch({ type: 'submit', saved: save });
    const download = (kit: TemplateKitDownload) => {
      const fileName = kit.downloadTemplateKit(submitted);
      if (!botLike) reportDownload('template_kit', fileName);
      dispatch({ type: 'downloaded' });
    };
    templateKitDownload.use(download, () => {
      dispatch({ type: 'kit-unavailable' });
      browserDialogs.alert(kitUnavailableAlert);
    });
  };

  const edit = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    dispatch({ type: 'edit', field, value: event.target.value });
  const submitting = phase === 'submitting';
  const missing = state.missingShown ? blankRequiredFields(form) : [];
  const invalid = (field: keyof typeof form) => missing.includes(field) || undefined;

  return (
    <Dialog
      open={phase !== 'closed'}
      onClose={() => dispatch({ type: 'close' })}
      title={`Get the ${displayName} Template Kit`}
      description={phase === 'success' ? undefined : 'Ready-to-import SalesIQ bot flows, CRM field maps and setup checklists.'}
      maxWidth="28rem"
    >
      {/* The dialog is portalled out of the themed page: it takes the industry's colours here. */}
      <div style={industryThemeStyle(industryKey)}>
        {phase === 'success' ? (
          <SuccessView industry={form.industry} />
        ) : (
          <form ref={attachForm} className={styles.form} onSubmit={onSubmit}>
            <HoneypotField ref={attachHoneypot} />
            <TextField label="Full Name" name="name" autoComplete="name" limit={answerLimits.name} aria-required="true" aria-invalid={invalid('name')} value={form.name} onChange={edit('name')} disabled={submitting} />
            <TextField
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              limit={answerLimits.email}
              aria-required="true"
              aria-invalid={invalid('email')}
              value={form.email}
              onChange={edit('email')}
              disabled={submitting}
            />
            <TextField
              label="Company Name"
              limit={answerLimits.company}
              name="company"
              autoComplete="organization"
              aria-required="true"
              aria-invalid={invalid('company')}
              value={form.company}
              onChange={edit('company')}
              disabled={submitting}
            />
            <SelectField
              label="Industry"
              name="industry"
              options={templateIndustryOptionsFor(state.pageIndustry)}
              value={form.industry}
              onChange={edit('industry')}
              disabled={submitting}
            />
            <p className={styles.consent}>
              By downloading, you agree to receive emails about SalesIQ chatbot solutions. You can unsubscribe at any time.
            </p>
            <Button type="submit" variant="accent" fullWidth loading={submitting}>
              <Download aria-hidden="true" />
              Download Templates
            </Button>
          </form>
        )}
      </div>
    </Dialog>
  );
}

function SuccessView({ industry }: { industry: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that held focus is gone: move focus to the confirmation so it is announced.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <CircleCheck className={styles.successIcon} aria-hidden="true" />
      <p className={styles.successTitle}>Download Started!</p>
      <p className={styles.successText}>Your {industry} template kit is downloading. Check your downloads folder.</p>
    </div>
  );
}
