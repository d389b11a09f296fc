import { type BotGeneratorData, botGeneratorDataAtom } from '@salesiq/shared-data/session/bot-generator-data';
import { scriptPageAddress } from '@salesiq/shared-data/site/addresses';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { reportFormSubmit } from '@salesiq/tracking/report';
import { Button } from '@salesiq/ui/button';
import { Card } from '@salesiq/ui/card';
import { focusFormControl } from '@salesiq/ui/form-focus';
import { CheckList } from '@salesiq/ui/check-list';
import { SelectField } from '@salesiq/ui/select-field';
import { HoneypotField } from '@salesiq/spam-guard/honeypot-field';
import { useSpamGuard } from '@salesiq/spam-guard/use-spam-guard';
import { TextField } from '@salesiq/ui/text-field';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { ScriptForm } from '@salesiq/ui/script-form';
import { Split } from '@salesiq/ui/split';
import { useSetAtom } from 'jotai';
import { Bot, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from '@salesiq/routing';
import { primaryGoalOptions } from '../../content/primary-goals';
import {
  emptyGeneratorForm,
  filledGeneratorForm,
  type GeneratorErrors,
  type GeneratorField,
  type GeneratorForm,
  generatorFieldLimits,
  generatorFields,
  hasErrors,
  validateGeneratorForm,
} from './generator-form';
import styles from './industry-generator-form.module.css';
import { saveBotGeneration } from './save-bot-generation';
import { waitForScriptPage } from './script-page-delay';

export interface IndustryGeneratorProps {
  industryKey: string;
  industryDisplayName: string;
}

const generatingText = 'Generating your custom AI Bot script...';

/** A submission on its way to the script page: what the page will read, and the save it waits on. */
interface PendingScriptPage {
  data: BotGeneratorData;
  saved: Promise<SaveOutcome>;
}

const highlights = [
  'Four ready-to-paste Zobot handlers in Deluge',
  'Leads created in Zoho CRM automatically',
  'Booking flow, after-hours and busy-team handling',
  'A step-by-step implementation guide',
];

/** SPEC §2/§4/§5: the AI Bot Generator of an industry page (the page supplies the section and its heading). */
export function IndustryGeneratorForm({ industryKey, industryDisplayName }: IndustryGeneratorProps) {
  const [form, setForm] = useState<GeneratorForm>(emptyGeneratorForm);
  const [errors, setErrors] = useState<GeneratorErrors>({});
  const [pending, setPending] = useState<PendingScriptPage | null>(null);
  const submitting = pending !== null;
  const setBotGeneratorData = useSetAtom(botGeneratorDataAtom);
  const navigate = useNavigate();
  const { attachForm, attachHoneypot, check } = useSpamGuard();

  // The script page opens only for a visitor still on this form: once they have gone elsewhere
  // (Back, another page) the wait ends with nothing, and they stay where they went.
  useEffect(() => {
    if (!pending) return;
    let left = false;
    void waitForScriptPage(pending.saved).then(() => {
      if (left) return;
      setBotGeneratorData(pending.data);
      void navigate(scriptPageAddress(pending.data.industry, pending.data.companyName));
    });
    return () => {
      left = true;
    };
  }, [pending, navigate, setBotGeneratorData]);

  function edit(field: GeneratorField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateGeneratorForm(form);
    setErrors(found);
    if (hasErrors(found)) {
      const firstInvalid = generatorFields.find((field) => found[field]);
      if (firstInvalid) focusFormControl(event.currentTarget, firstInvalid);
      return;
    }
    // The button is disabled while it works: focus waits on the form (busy), not on the page's body.
    event.currentTarget.focus();
    const { botLike } = check();
    if (!botLike) reportFormSubmit('bot_generator', { ...form, industry: industryKey });
    setPending({
      data: { ...filledGeneratorForm(form), industry: industryKey, industryDisplayName },
      // A bot-like submission takes the normal path to the script page and stores nothing.
      saved: botLike ? Promise.resolve('stored') : saveBotGeneration({ industryKey, industryDisplayName, form }),
    });
  }

  const field = (name: GeneratorField) => ({
    name,
    value: form[name],
    error: errors[name],
    disabled: submitting,
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  });

  return (
    <Split align="start" className={styles.layout} style={industryThemeStyle(industryKey)}>
      <CheckList items={highlights} size="lg" className={styles.highlights} aria-label="What you get" />
      <Card as="div" padding="lg" tone="elevated" className={styles.card}>
        <div className={styles.cardHeader}>
          <Bot aria-hidden="true" />
          <p>Your {industryDisplayName} bot, generated for your business</p>
        </div>
        <ScriptForm
          ref={attachForm}
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label="AI bot generator"
          aria-busy={submitting || undefined}
          tabIndex={-1}
        >
          <HoneypotField ref={attachHoneypot} />
          <TextField label="Company Name" autoComplete="organization" limit={generatorFieldLimits.companyName} {...field('companyName')} />
          <TextField label="Your Name" autoComplete="name" limit={generatorFieldLimits.name} {...field('name')} />
          <TextField label="Business Email" type="email" autoComplete="email" limit={generatorFieldLimits.email} {...field('email')} />
          <SelectField
            label="Primary Goal"
            placeholder="Select your primary goal"
            options={primaryGoalOptions}
            {...field('primaryGoal')}
          />
          <Button type="submit" size="lg" variant="accent" fullWidth loading={submitting} className={styles.submit}>
            {submitting ? (
              generatingText
            ) : (
              <>
                <Sparkles aria-hidden="true" />
                Generate My AI Bot Script
              </>
            )}
          </Button>
        </ScriptForm>
      </Card>
    </Split>
  );
}
