import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import { reportDownload } from '@salesiq/tracking/report';
import { Button } from '@salesiq/ui/button';
import { Grid } from '@salesiq/ui/grid';
import { CircleCheck, Download, FileCode2, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type GeneratedBot, type HandlerName, handlerNames } from '../../domain/bot-config';
import { blueprintFileName, handlerFileName } from '../../domain/file-names';
import styles from './generator-result.module.css';
import column from './standalone-column.module.css';

const handlerTitles: Record<HandlerName, string> = {
  trigger: 'Trigger Handler',
  message: 'Message Handler',
  context: 'Context Handler',
  failure: 'Failure Handler',
};

const handlerDescriptions: Record<HandlerName, string> = {
  trigger: 'Greeting and main menu when a chat opens',
  message: 'The booking conversation, creating the CRM lead',
  context: 'The guided enquiry flow',
  failure: 'Busy team, closed hours and errors',
};

export interface GeneratorResultProps {
  bot: GeneratedBot;
  onReset: () => void;
  /** The level of the result's heading: one below the heading of the section the generator sits in. */
  headingLevel: 2 | 3;
}

/** The generated bot: four handler downloads, the flowchart and the blueprint. */
export function GeneratorResult({ bot, onReset, headingLevel }: GeneratorResultProps) {
  const Heading = `h${headingLevel}` as const;
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const downloadsTitleId = useId();
  const flowchartTitleId = useId();
  useEffect(() => headingRef.current?.focus(), []);

  function downloadHandler(handler: HandlerName) {
    const fileName = downloadTextFile(handlerFileName(bot.company, bot.industry, handler), bot.scripts[handler]);
    reportDownload('handler_script', fileName);
  }

  function downloadBlueprint() {
    reportDownload('blueprint', downloadTextFile(blueprintFileName(bot.industry, bot.company), bot.blueprint));
  }

  return (
    <div className={`${column.column} ${styles.result}`}>
      <div className={styles.header}>
        <CircleCheck aria-hidden="true" className={styles.doneIcon} />
        <Heading ref={headingRef} tabIndex={-1} className={styles.title}>
          Your AI bot for {bot.company} is ready
        </Heading>
      </div>
      <section aria-labelledby={downloadsTitleId}>
        <Subheading id={downloadsTitleId} className={styles.subtitle}>
          Bot scripts
        </Subheading>
        <Grid as="ul" columns={2} from="md" gap={3}>
          {handlerNames.map((handler) => (
            <li key={handler} className={styles.handler}>
              <FileCode2 aria-hidden="true" className={styles.fileIcon} />
              <div className={styles.handlerText}>
                <p className={styles.handlerName}>{handlerTitles[handler]}</p>
                <p className={styles.muted}>{handlerDescriptions[handler]}</p>
              </div>
              <Button size="sm" variant="secondary" className={styles.handlerButton} onClick={() => downloadHandler(handler)}>
                <Download aria-hidden="true" />
                Download {handlerTitles[handler]}
              </Button>
            </li>
          ))}
        </Grid>
      </section>
      <section aria-labelledby={flowchartTitleId}>
        <Subheading id={flowchartTitleId} className={styles.subtitle}>
          Conversation flowchart
        </Subheading>
        <pre className={styles.flowchart} tabIndex={0} aria-label="Bot flowchart">
          {bot.flowchart}
        </pre>
      </section>
      <div className={styles.actions}>
        <Button onClick={downloadBlueprint}>
          <Download aria-hidden="true" />
          Download Blueprint
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Generate Another Bot
        </Button>
      </div>
    </div>
  );
}
