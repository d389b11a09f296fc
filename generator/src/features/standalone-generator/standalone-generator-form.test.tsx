import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import * as actualDownload from '@salesiq/shared-data/download/download-text-file' with { rstest: 'importActual' };
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { reportDownload, reportFormSubmit } from '@salesiq/tracking/report';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { generateBot } from '../../domain/generate-bot';
import { generatingLabel, StandaloneGeneratorForm } from './standalone-generator-form';
import { standaloneBotConfig } from './standalone-form';

rs.mock('@salesiq/shared-data/download/download-text-file', () => ({
  ...actualDownload,
  downloadTextFile: rs.fn((fileName: string) => fileName),
}));
rs.mock('@salesiq/tracking/report', () => ({ reportDownload: rs.fn(), reportFormSubmit: rs.fn() }));

const generateButton = () => screen.getByRole('button', { name: 'Generate AI Bot' });
const generate = () => {
  // Testing Library's events are not trusted, so the spam guard's minimum fill time applies.
  act(() => rs.advanceTimersByTime(defaultMinFillMs));
  fireEvent.click(generateButton());
};
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function generateFinanceBot() {
  choose('Industry', 'finance');
  choose('Company Name', 'Acme Bank');
  choose('Primary Goal', 'Qualify leads automatically');
  choose('Integration 1', 'Stripe');
  choose('Custom Field 1', 'Credit_Score');
  generate();
  await act(() => rs.advanceTimersByTimeAsync(3000));
}

/** SPEC §2 "Standalone generator" industry select, as the spec lists it. */
const specIndustries = 'healthcare, finance, realestate, manufacturing, retail, education, automotive, travel, legal, fitness'.split(', ');

describe('StandaloneGeneratorForm', () => {
  beforeEach(() => {
    rs.useFakeTimers();
    rs.clearAllMocks();
  });

  afterEach(() => {
    cleanup();
    rs.useRealTimers();
  });

  it('is a form named AI bot generator whose required fields are named as SPEC names them', () => {
    render(<StandaloneGeneratorForm />);
    const form = screen.getByRole('form', { name: 'AI bot generator' });
    expect(within(form).getByRole('combobox', { name: 'Industry' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Company Name' })).toBeRequired();
  });

  it('offers the ten industries with readable labels', () => {
    render(<StandaloneGeneratorForm />);
    const options = within(screen.getByLabelText('Industry')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...specIndustries]);
    expect(options.map((option) => option.textContent)).toContain('Real Estate');
  });

  it('keeps Generate AI Bot disabled until industry and company name are filled', () => {
    render(<StandaloneGeneratorForm />);
    expect(generateButton()).toBeDisabled();
    choose('Industry', 'finance');
    expect(generateButton()).toBeDisabled();
    choose('Company Name', 'Acme Bank');
    expect(generateButton()).toBeEnabled();
    choose('Company Name', '');
    expect(generateButton()).toBeDisabled();
  });

  it('alerts when Generate AI Bot is pressed with a company name of spaces only, and generates nothing', () => {
    const { alerts } = stubBrowserDialogs();
    render(<StandaloneGeneratorForm />);
    choose('Industry', 'finance');
    choose('Company Name', '   ');
    generate();
    expect(alerts).toEqual(['Please fill in industry and company name.']);
    expect(reportFormSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('adds and removes integrations and custom fields', () => {
    render(<StandaloneGeneratorForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Integration' }));
    choose('Integration 2', 'Slack');
    expect(screen.getByLabelText('Integration 2')).toHaveValue('Slack');
    fireEvent.click(screen.getByRole('button', { name: 'Remove integration 1' }));
    expect(screen.getByLabelText('Integration 1')).toHaveValue('Slack');
    expect(screen.queryByLabelText('Integration 2')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Custom Field' }));
    expect(screen.getByLabelText('Custom Field 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom field 2' }));
    expect(screen.queryByLabelText('Custom Field 2')).not.toBeInTheDocument();
  });

  it('keeps focus in the list when an entry is removed: on the entry before the last one removed, on Add when none is left', () => {
    render(<StandaloneGeneratorForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Integration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove integration 2' }));
    expect(screen.getByRole('button', { name: 'Remove integration 1' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove integration 1' }));
    expect(screen.getByRole('button', { name: 'Add Integration' })).toHaveFocus();
  });

  it('generates for exactly 3000 ms with a spinner and everything disabled', async () => {
    render(<StandaloneGeneratorForm />);
    choose('Industry', 'healthcare');
    choose('Company Name', 'Acme Health');
    generate();
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(generatingLabel);
    expect(screen.getByLabelText('Company Name')).toBeDisabled();
    expect(screen.getByLabelText('Integration 1')).toBeDisabled();
    expect(reportFormSubmit).toHaveBeenCalledWith('standalone_bot_generator', expect.objectContaining({ industry: 'healthcare' }));
    await act(() => rs.advanceTimersByTimeAsync(2999));
    expect(screen.queryByRole('heading', { name: /is ready/ })).not.toBeInTheDocument();
    await act(() => rs.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Your AI bot for Acme Health is ready' })).toHaveFocus();
  });

  it('offers the four handler scripts, the flowchart and the blueprint', async () => {
    render(<StandaloneGeneratorForm />);
    await generateFinanceBot();
    const bot = generateBot(
      standaloneBotConfig({
        industry: 'finance',
        companyName: 'Acme Bank',
        primaryGoal: 'Qualify leads automatically',
        integrations: ['Stripe'],
        customFields: ['Credit_Score'],
      }),
    );
    const handlers = [['trigger', 'Trigger Handler'], ['message', 'Message Handler'], ['context', 'Context Handler'], ['failure', 'Failure Handler']] as const;
    for (const [handler, title] of handlers) {
      fireEvent.click(screen.getByRole('button', { name: `Download ${title}` }));
      expect(downloadTextFile).toHaveBeenLastCalledWith(`Acme Bank-finance-${handler}.deluge`, bot.scripts[handler]);
      expect(reportDownload).toHaveBeenLastCalledWith('handler_script', `Acme Bank-finance-${handler}.deluge`);
    }
    expect(screen.getByLabelText('Bot flowchart')).toHaveTextContent('AI BOT FLOWCHART: Acme Bank (Finance)');
    fireEvent.click(screen.getByRole('button', { name: 'Download Blueprint' }));
    expect(downloadTextFile).toHaveBeenLastCalledWith('AI-SalesIQ-Bot-Blueprint-finance-Acme Bank.txt', bot.blueprint);
    expect(reportDownload).toHaveBeenLastCalledWith('blueprint', 'AI-SalesIQ-Bot-Blueprint-finance-Acme Bank.txt');
    expect(bot.blueprint).toContain('- Stripe');
    expect(bot.blueprint).toContain('Your custom fields: Credit_Score');
  });

  it('puts the result headings one level below the host section: h3 and h4 on the home page, h2 and h3 under a page h1', async () => {
    render(<StandaloneGeneratorForm />);
    await generateFinanceBot();
    expect(screen.getByRole('heading', { level: 3, name: 'Your AI bot for Acme Bank is ready' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Bot scripts' })).toBeInTheDocument();
    cleanup();
    render(<StandaloneGeneratorForm resultHeadingLevel={2} />);
    await generateFinanceBot();
    expect(screen.getByRole('heading', { level: 2, name: 'Your AI bot for Acme Bank is ready' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Bot scripts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Conversation flowchart' })).toBeInTheDocument();
  });

  it('Generate Another Bot clears the result and the form', async () => {
    render(<StandaloneGeneratorForm />);
    await generateFinanceBot();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Another Bot' }));
    expect(screen.queryByLabelText('Bot flowchart')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Industry')).toHaveValue('');
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
    expect(screen.getByLabelText('Primary Goal')).toHaveValue('');
    expect(screen.getByLabelText('Integration 1')).toHaveValue('');
    expect(screen.getByLabelText('Custom Field 1')).toHaveValue('');
    expect(generateButton()).toBeDisabled();
  });
});
