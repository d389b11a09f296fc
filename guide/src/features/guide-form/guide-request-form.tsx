import { answerLimits } from '@salesiq/shared-data/validation/answer-limits';
import { guideFormDataAtom, type GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { guideResultAddress } from '@salesiq/shared-data/site/addresses';
import { reportFormSubmit } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { Button } from '@salesiq/ui/button';
import { focusFormControl } from '@salesiq/ui/form-focus';
import { SelectField } from '@salesiq/ui/select-field';
import { HoneypotField } from '@salesiq/spam-guard/honeypot-field';
import { useSpamGuard } from '@salesiq/spam-guard/use-spam-guard';
import { Spinner } from '@salesiq/ui/spinner';
import { TextField } from '@salesiq/ui/text-field';
import { ScriptForm } from '@salesiq/ui/script-form';
import { useSetAtom } from 'jotai';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@salesiq/routing';
import { guideIndustryOptions } from '../../content/guide-industries';
import {
  blankGuideFields,
  completeGuideForm,
  emptyGuideForm,
  guideFormMessages,
  type GuideFormValues,
  guideRedirectDelayMs,
} from './guide-form-values';
import styles from './guide-request-form.module.css';
import { saveGuideRequest } from './save-guide-request';

/**
 * The guide request form (SPEC §4 "Guide form"): idle, then submitting for good. Fields carry no
 * `required` attribute so an empty field reaches the spec's alert, while the browser still checks
 * the email format.
 */
export function GuideRequestForm() {
  const navigate = useNavigate();
  const setGuideFormData = useSetAtom(guideFormDataAtom);
  const [values, setValues] = useState<GuideFormValues>(emptyGuideForm);
  /** What was sent: the guide opens 2.5 s after the press. */
  const [submitted, setSubmitted] = useState<GuideFormData | null>(null);
  // After a press refused for blanks, the fields still blank are shown invalid.
  const [missingShown, setMissingShown] = useState(false);
  const { attachForm, attachHoneypot, check } = useSpamGuard();
  const locked = submitted !== null;
  const statusRef = useRef<HTMLDivElement>(null);

  // The spinner shows below the button, which on a phone is often the last thing on the screen.
  useEffect(() => {
    if (locked) statusRef.current?.scrollIntoView({ block: 'nearest' });
  }, [locked]);

  useEffect(() => {
    if (!submitted) return;
    const redirect = setTimeout(() => void navigate(guideResultAddress(submitted.industry, submitted.company)), guideRedirectDelayMs);
    return () => clearTimeout(redirect);
  }, [submitted, navigate]);

  const update = (field: keyof GuideFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    const data = completeGuideForm(values);
    if (!data) {
      setMissingShown(true);
      browserDialogs.alert(guideFormMessages.incomplete);
      const [firstBlank] = blankGuideFields(values);
      if (firstBlank) focusFormControl(event.currentTarget, firstBlank);
      return;
    }
    // The button is disabled while the guide is made: focus waits on the form (busy), not on the page's body.
    event.currentTarget.focus();
    const { botLike } = check();
    setSubmitted(data);
    setGuideFormData(data);
    // A bot-like submission still sees the guide; it stores nothing.
    if (botLike) return;
    reportFormSubmit('personalized_guide', { ...data });
    void saveGuideRequest(data);
  };

  const missing = missingShown ? blankGuideFields(values) : [];
  const invalid = (field: keyof GuideFormValues) => missing.includes(field) || undefined;

  return (
    <ScriptForm
      ref={attachForm}
      className={styles.form}
      onSubmit={submit}
      tabIndex={-1}
      aria-label="Personalized guide request"
      aria-describedby="guide-form-note"
      aria-busy={locked || undefined}
    >
      <HoneypotField ref={attachHoneypot} />
      <p id="guide-form-note" className={styles.note}>
        All fields are required.
      </p>
      <TextField label="Your Name" name="name" autoComplete="name" limit={answerLimits.name} value={values.name} onChange={update('name')} disabled={locked} aria-required="true" aria-invalid={invalid('name')} />
      <TextField
        label="Company Name"
        limit={answerLimits.company}
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={update('company')}
        disabled={locked}
        aria-required="true"
        aria-invalid={invalid('company')}
      />
      <TextField
        label="Business Email"
        name="email"
        type="email"
        autoComplete="email"
        limit={answerLimits.email}
        value={values.email}
        onChange={update('email')}
        disabled={locked}
        aria-required="true"
        aria-invalid={invalid('email')}
      />
      <SelectField
        label="Select Industry"
        name="industry"
        placeholder="Choose your industry"
        options={guideIndustryOptions}
        value={values.industry}
        onChange={update('industry')}
        disabled={locked}
        aria-required="true"
        aria-invalid={invalid('industry')}
      />
      <Button type="submit" size="lg" fullWidth disabled={locked}>
        Get My Personalized Guide
        <ArrowRight aria-hidden="true" />
      </Button>
      <div ref={statusRef} className={styles.status} aria-live="polite">
        {locked && <Spinner label={guideFormMessages.submitting} showLabel />}
      </div>
    </ScriptForm>
  );
}
