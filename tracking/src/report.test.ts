import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createInteractions } from '@salesiq/shared-data/operations/create-interactions';
import type { InteractionRow } from './interaction-row';
import { redactedMark } from './redact';
import { reportChat, reportDownload, reportFormSubmit, reportPageView } from './report';
import { startTracker } from './start-tracker';
import { batchIntervalMs } from './tracker';

rs.mock('@salesiq/shared-data/operations/create-interactions', () => ({
  createInteractions: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/outbox/outbox', () => ({ flushOutbox: rs.fn() }));

const send = rs.mocked(createInteractions);

function rowsAfterBatch(): InteractionRow[] {
  rs.advanceTimersByTime(batchIntervalMs);
  return send.mock.calls.flatMap(([rows]) => rows);
}

describe('report functions', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    rs.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z') });
    stop = startTracker();
  });

  afterEach(() => {
    stop();
    history.replaceState(null, '', '/');
    rs.useRealTimers();
    rs.clearAllMocks();
  });

  it("reportPageView records the address it is given, whatever the browser's says, with the title at call time", () => {
    document.title = 'Healthcare';
    reportPageView(`${location.origin}/healthcare`);
    history.pushState(null, '', '/personalized-guide');
    document.title = 'Home';
    reportPageView(`${location.origin}/`);
    expect(rowsAfterBatch()).toMatchObject([
      { interaction_type: 'page_view', page_url: `${location.origin}/healthcare`, page_title: 'Healthcare' },
      { interaction_type: 'page_view', page_url: `${location.origin}/`, page_title: 'Home' },
    ]);
  });

  it('reportFormSubmit records the form type and redacted form data', () => {
    reportFormSubmit('personalized_guide', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      industry: 'healthcare',
    });
    expect(rowsAfterBatch()).toMatchObject([
      {
        interaction_type: 'form_submit',
        interaction_data: {
          form_type: 'personalized_guide',
          form_data: { name: redactedMark, email: redactedMark, company: 'Analytical Engines', industry: 'healthcare' },
        },
      },
    ]);
  });

  it('reportDownload records the download type and file name', () => {
    reportDownload('bot_script', 'acme-healthcare-bot-script.txt');
    expect(rowsAfterBatch()).toMatchObject([
      {
        interaction_type: 'download',
        interaction_data: { download_type: 'bot_script', file_name: 'acme-healthcare-bot-script.txt' },
      },
    ]);
  });

  it('reportChat records the action and the message, industry and step', () => {
    reportChat('quick_reply', { message: 'Book appointment', industry: 'healthcare', step: 2 });
    reportChat('open', { industry: 'retail', step: 0 });
    reportChat('user_message', { message: 'mail me at ada@example.com', industry: 'retail', step: 3 });
    expect(rowsAfterBatch().map((row) => row.interaction_data)).toEqual([
      { chat_action: 'quick_reply', chat_data: { message: 'Book appointment', industry: 'healthcare', step: 2 } },
      { chat_action: 'open', chat_data: { message: null, industry: 'retail', step: 0 } },
      { chat_action: 'user_message', chat_data: { message: `mail me at ${redactedMark}`, industry: 'retail', step: 3 } },
    ]);
  });

  it('keeps reports made before the tracker starts (a standalone remote starting later)', () => {
    stop();
    reportDownload('template_kit', 'healthcare-kit.txt');
    rs.advanceTimersByTime(batchIntervalMs);
    expect(send).not.toHaveBeenCalled();
    stop = startTracker();
    expect(rowsAfterBatch()).toMatchObject([{ interaction_type: 'download' }]);
  });
});
