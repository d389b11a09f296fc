import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import { type BotGeneratorData, botGeneratorDataAtom } from '@salesiq/shared-data/session/bot-generator-data';
import { reportDownload } from '@salesiq/tracking/report';
import { Badge } from '@salesiq/ui/badge';
import { Button } from '@salesiq/ui/button';
import { Card } from '@salesiq/ui/card';
import { CheckList } from '@salesiq/ui/check-list';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { Container, Section } from '@salesiq/ui/section';
import { Spinner } from '@salesiq/ui/spinner';
import { Split } from '@salesiq/ui/split';
import { useAtomValue } from 'jotai';
import { CalendarCheck, CircleCheck, FileCode2, FileText, Target } from 'lucide-react';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@salesiq/routing';
import { whatsIncluded } from '../../content/whats-included';
import { bookImplementationCall } from './book-implementation-call';
import styles from './script-page-view.module.css';
import { previewLength, scriptPackage } from './script-package';

export const loadingText = 'Loading your AI bot script...';
export const bookedText = 'Thank you! Your implementation call is requested. Our team will contact you within 24 hours to schedule it.';

type Booking = 'idle' | 'saving' | 'booked';

function ScriptResult({ data }: { data: BotGeneratorData }) {
  const result = useMemo(() => scriptPackage(data), [data]);
  const [booking, setBooking] = useState<Booking>('idle');

  function downloadScript() {
    reportDownload('bot_script', downloadTextFile(result.scriptFileName, result.script));
  }

  function downloadGuide() {
    reportDownload('implementation_guide', downloadTextFile(result.guideFileName, result.guide));
  }

  async function bookCall(event: MouseEvent<HTMLButtonElement>) {
    if (booking !== 'idle') return;
    // The button is disabled from here on: focus waits on its card, whose status then says it is booked.
    event.currentTarget.closest<HTMLElement>('section')?.focus();
    setBooking('saving');
    await bookImplementationCall(data);
    setBooking('booked');
  }

  return (
    <div style={industryThemeStyle(data.industry)}>
      <Section tone="brand" spacing="compact" headingLevel={1} eyebrow="Your AI bot script is ready" title={`${data.companyName} AI Bot Script`}>
        <dl className={styles.facts}>
          <div>
            <dt>Company</dt>
            <dd>{data.companyName}</dd>
          </div>
          <div>
            <dt>Industry</dt>
            <dd>
              <Badge tone="accent">{data.industryDisplayName}</Badge>
            </dd>
          </div>
          <div>
            <dt>Primary goal</dt>
            <dd>
              <Target aria-hidden="true" className={styles.factIcon} />
              {data.primaryGoal}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button size="lg" onClick={downloadScript}>
            <FileCode2 aria-hidden="true" />
            Download Script
          </Button>
          <Button size="lg" variant="secondary" onClick={downloadGuide}>
            <FileText aria-hidden="true" />
            Download Implementation Guide
          </Button>
        </div>
      </Section>
      <Section spacing="compact">
        <Split align="start" className={styles.layout}>
          <Card as="section" padding="lg" className={styles.previewCard} aria-labelledby="script-preview-title">
            <h2 id="script-preview-title" className={styles.cardTitle}>
              Script Preview
            </h2>
            <p className={styles.muted} id="script-preview-note">
              The first {previewLength.toLocaleString('en-US')} of {result.script.length.toLocaleString('en-US')} characters.
              Download the script for all four handlers.
            </p>
            <pre className={styles.preview} tabIndex={0} aria-label="Script preview" aria-describedby="script-preview-note">
              {result.preview}
            </pre>
          </Card>
          <div className={styles.side}>
            <Card as="section" padding="lg" aria-labelledby="included-title">
              <h2 id="included-title" className={styles.cardTitle}>
                What&apos;s Included
              </h2>
              <CheckList items={whatsIncluded} tone="success" className={styles.included} />
            </Card>
            <Card as="section" padding="lg" tone="accent" aria-labelledby="implementation-title" tabIndex={-1}>
              <h2 id="implementation-title" className={styles.cardTitle}>
                Want us to set it up?
              </h2>
              <p className={styles.muted}>
                Our Zoho SalesIQ experts install the bot, connect Zoho CRM and test every flow with you.
              </p>
              <Button variant="accent" fullWidth loading={booking === 'saving'} disabled={booking === 'booked'} onClick={bookCall}>
                <CalendarCheck aria-hidden="true" />
                Book Implementation Call
              </Button>
              <p role="status" className={styles.status}>
                {booking === 'booked' && (
                  <>
                    <CircleCheck aria-hidden="true" />
                    <span>{bookedText}</span>
                  </>
                )}
              </p>
            </Card>
          </div>
        </Split>
      </Section>
    </div>
  );
}

/** SPEC §2 `/generate-bot-script/{industry}/{companySlug}`: the script from the saved generator data. */
export function ScriptPageView() {
  const data = useAtomValue(botGeneratorDataAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!data) void navigate('/', { replace: true });
  }, [data, navigate]);

  if (!data) {
    return (
      <Container className={styles.loading}>
        <Spinner label={loadingText} showLabel size="lg" />
      </Container>
    );
  }
  return <ScriptResult data={data} />;
}
