import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { filledText } from '@salesiq/shared-data/validation/filled-text';
import { Button } from '@salesiq/ui/button';
import { SelectField } from '@salesiq/ui/select-field';
import { HoneypotField } from '@salesiq/spam-guard/honeypot-field';
import { TextField } from '@salesiq/ui/text-field';
import { ScriptForm } from '@salesiq/ui/script-form';
import { CircleCheck, Download, LockKeyhole } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useLeadMagnet } from './use-lead-magnet';
import { type IndustryPreselect, leadMagnetIndustryOptions } from './lead-magnet-industries';
import styles from './lead-magnet-form.module.css';
import { ThankYouDialog } from './thank-you-dialog';

export function LeadMagnetForm({ preselect }: { preselect: IndustryPreselect | null }) {
  const { values, setValue, state, locked, page, nameRef, spamGuard, submit, prepareKit, closeDialog } = useLeadMagnet(preselect);
  const { attachForm, attachHoneypot } = spamGuard;
  const formRef = useRef<HTMLFormElement>(null);
  const attachLeadMagnetForm = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      return attachForm(form);
    },
    [attachForm],
  );

  return (
    <>
      <ScriptForm
        ref={attachLeadMagnetForm}
        className={styles.form}
        onSubmit={submit}
        onFocus={prepareKit}
        aria-label="Template kit download"
        tabIndex={-1}
      >
        <HoneypotField ref={attachHoneypot} />
        <fieldset className={styles.fields} disabled={locked}>
          <legend className="visually-hidden">Your details</legend>
          <TextField
            ref={nameRef}
            label="Full Name"
            limit={answerLimits.name}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
          />
          <TextField
            label="Business Email"
            name="email"
            type="email"
            autoComplete="email"
            limit={answerLimits.email}
            required
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
          <TextField
            label="Company Name"
            limit={answerLimits.company}
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={(event) => setValue('company', event.target.value)}
          />
          <SelectField
            label="Industry"
            name="industry"
            placeholder="Select your industry"
            options={leadMagnetIndustryOptions}
            value={values.industry}
            onChange={(event) => setValue('industry', event.target.value)}
          />
        </fieldset>
        <Button type="submit" size="lg" fullWidth loading={state.status === 'submitting'} disabled={locked}>
          {state.status === 'idle' && <Download aria-hidden="true" />}
          {state.status === 'done' && <CircleCheck aria-hidden="true" />}
          {state.status === 'idle' && 'Download Free Templates'}
          {state.status === 'submitting' && 'Preparing Your Templates...'}
          {state.status === 'done' && 'Templates Downloaded'}
        </Button>
        <p className={styles.privacy}>
          <LockKeyhole aria-hidden="true" />
          No spam. By downloading you agree to receive emails about SalesIQ bots; unsubscribe at any time.
        </p>
      </ScriptForm>
      <ThankYouDialog
        open={state.status === 'done' && state.dialogOpen}
        name={filledText(values.name)}
        fileName={state.status === 'done' ? state.fileName : ''}
        page={page}
        onClose={closeDialog}
        returnFocusRef={formRef}
      />
    </>
  );
}
