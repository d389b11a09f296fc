import { reportFormSubmit } from '@salesiq/tracking/report';
import { browserDialogs } from '@salesiq/ui/browser-dialogs';
import { Button } from '@salesiq/ui/button';
import { Card } from '@salesiq/ui/card';
import { Grid } from '@salesiq/ui/grid';
import { SelectField } from '@salesiq/ui/select-field';
import { HoneypotField } from '@salesiq/spam-guard/honeypot-field';
import { useSpamGuard } from '@salesiq/spam-guard/use-spam-guard';
import { TextField } from '@salesiq/ui/text-field';
import { ScriptForm } from '@salesiq/ui/script-form';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { primaryGoalOptions } from '../../content/primary-goals';
import { standaloneIndustries } from '../../content/standalone-industries';
import type { GeneratedBot } from '../../domain/bot-config';
import { generateBot } from '../../domain/generate-bot';
import { EditableList } from './editable-list';
import { GeneratorResult } from './generator-result';
import {
  canGenerate,
  emptyStandaloneForm,
  hasIndustryAndCompany,
  missingFieldsAlert,
  type StandaloneForm,
  standaloneBotConfig,
  standaloneGenerateMs,
} from './standalone-form';
import column from './standalone-column.module.css';
import styles from './standalone-generator-form.module.css';

export const generatingLabel = 'Generating your AI bot...';

export interface StandaloneGeneratorFormProps {
  /** The result heading's level: one below the host section's heading. */
  resultHeadingLevel?: 2 | 3;
}

/** SPEC §2/§4/§5: the standalone AI bot generator (form → generating → result); the host page supplies the section. */
export function StandaloneGeneratorForm({ resultHeadingLevel = 3 }: StandaloneGeneratorFormProps) {
  const [form, setForm] = useState<StandaloneForm>(emptyStandaloneForm);
  const [generating, setGenerating] = useState(false);
  const [bot, setBot] = useState<GeneratedBot | null>(null);
  const industryRef = useRef<HTMLSelectElement>(null);
  const { attachForm, attachHoneypot, check, restart } = useSpamGuard();

  const set = <K extends keyof StandaloneForm>(key: K, value: StandaloneForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating) return;
    if (!canGenerate(form)) {
      browserDialogs.alert(missingFieldsAlert);
      return;
    }
    setGenerating(true);
    if (!check().botLike) {
      reportFormSubmit('standalone_bot_generator', {
        industry: form.industry,
        companyName: form.companyName,
        primaryGoal: form.primaryGoal,
        integrations: form.integrations.filter((entry) => entry.trim()),
        customFields: form.customFields.filter((entry) => entry.trim()),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, standaloneGenerateMs));
    setBot(generateBot(standaloneBotConfig(form)));
    setGenerating(false);
  }

  function reset() {
    setBot(null);
    setForm(emptyStandaloneForm);
    restart();
    // The form is rendered again on the next commit; focus its first field then.
    requestAnimationFrame(() => industryRef.current?.focus());
  }

  return (
    <Card padding="lg" tone="elevated" className={styles.card}>
      {bot ? (
        <GeneratorResult bot={bot} onReset={reset} headingLevel={resultHeadingLevel} />
      ) : (
        <ScriptForm
          ref={attachForm}
          className={column.column}
          onSubmit={generate}
          noValidate
          aria-label="AI bot generator"
          aria-busy={generating || undefined}
        >
          <HoneypotField ref={attachHoneypot} />
          <Grid columns={2} from="md" gap={5}>
            <SelectField
              ref={industryRef}
              label="Industry"
              placeholder="Select your industry"
              options={standaloneIndustries}
              value={form.industry}
              required
              disabled={generating}
              onChange={(event) => set('industry', event.target.value)}
            />
            <TextField
              label="Company Name"
              autoComplete="organization"
              value={form.companyName}
              required
              disabled={generating}
              onChange={(event) => set('companyName', event.target.value)}
            />
            <SelectField
              label="Primary Goal"
              placeholder="Select your primary goal"
              options={primaryGoalOptions}
              value={form.primaryGoal}
              disabled={generating}
              onChange={(event) => set('primaryGoal', event.target.value)}
              className={styles.wide}
            />
          </Grid>
          <Grid columns={2} from="md" gap={8} className={styles.lists}>
            <EditableList
              legend="Integrations"
              itemLabel="Integration"
              hint="Tools the bot should work with, beyond the industry defaults."
              placeholder="e.g. Stripe"
              values={form.integrations}
              disabled={generating}
              onChange={(values) => set('integrations', values)}
            />
            <EditableList
              legend="Custom Fields"
              itemLabel="Custom Field"
              hint="CRM fields you want the bot to capture."
              placeholder="e.g. Preferred_Location"
              values={form.customFields}
              disabled={generating}
              onChange={(values) => set('customFields', values)}
            />
          </Grid>
          <div className={styles.footer}>
            <Button type="submit" size="lg" disabled={!hasIndustryAndCompany(form)} loading={generating}>
              {!generating && <Sparkles aria-hidden="true" />}
              Generate AI Bot
            </Button>
            <p role="status" className={styles.status}>
              {generating ? generatingLabel : ''}
            </p>
          </div>
        </ScriptForm>
      )}
    </Card>
  );
}
