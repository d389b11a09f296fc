import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createBotGeneration } from '@salesiq/shared-data/operations/create-bot-generation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { botGeneratorDataAtom } from '@salesiq/shared-data/session/bot-generator-data';
import { reportFormSubmit } from '@salesiq/tracking/report';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { IndustryGeneratorForm } from './industry-generator-form';
import { acmeHealthGeneratorData } from '@salesiq/shared-data/testing/bot-generator-data';

rs.mock('@salesiq/shared-data/operations/create-bot-generation', () => ({
  createBotGeneration: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit: rs.fn() }));

function ScriptRoute() {
  const { industry, companySlug } = useParams();
  return <p>script page for {`${industry}/${companySlug}`}</p>;
}

function renderForm(industryKey = 'healthcare', industryDisplayName = 'Healthcare') {
  return render(
    <MemoryRouter initialEntries={[`/${industryKey}`]}>
      <Link to="/">Home</Link>
      <Routes>
        <Route path="/generate-bot-script/:industry/:companySlug" element={<ScriptRoute />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="*" element={<IndustryGeneratorForm industryKey={industryKey} industryDisplayName={industryDisplayName} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => {
  // Testing Library's events are not trusted, so the spam guard's minimum fill time applies.
  act(() => rs.advanceTimersByTime(defaultMinFillMs));
  fireEvent.click(screen.getByRole('button', { name: 'Generate My AI Bot Script' }));
};

function fillValidForm() {
  type('Company Name', 'Acme Health');
  type('Your Name', 'Jo Smith');
  type('Business Email', 'jo@acme.test');
  type('Primary Goal', 'Automate appointment booking');
}

describe('IndustryGeneratorForm', () => {
  beforeEach(() => {
    rs.useFakeTimers();
    sessionStorage.clear();
    getDefaultStore().set(botGeneratorDataAtom, null);
    rs.clearAllMocks();
  });

  afterEach(() => {
    cleanup();
    rs.useRealTimers();
  });

  it('has the four labelled fields, each announced as required', () => {
    renderForm();
    for (const field of [
      screen.getByRole('textbox', { name: 'Company Name' }),
      screen.getByRole('textbox', { name: 'Your Name' }),
      screen.getByRole('textbox', { name: 'Business Email' }),
      screen.getByRole('combobox', { name: 'Primary Goal' }),
    ]) {
      expect(field).toHaveAttribute('aria-required', 'true');
    }
  });

  it('shows an error under every empty field and sends nothing', () => {
    renderForm();
    submit();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Business email is required')).toBeInTheDocument();
    expect(screen.getByText('Primary goal is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company Name')).toHaveFocus();
    expect(createBotGeneration).not.toHaveBeenCalled();
    expect(reportFormSubmit).not.toHaveBeenCalled();
  });

  it('rejects an email without text@text.text', () => {
    renderForm();
    fillValidForm();
    type('Business Email', 'jo@acme');
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Business Email')).toHaveFocus();
    expect(createBotGeneration).not.toHaveBeenCalled();
  });

  it('clears only the edited field’s error', () => {
    renderForm();
    submit();
    type('Your Name', 'J');
    expect(screen.queryByText('Your name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    type('Primary Goal', 'Reduce response times');
    expect(screen.queryByText('Primary goal is required')).not.toBeInTheDocument();
    expect(screen.getByText('Business email is required')).toBeInTheDocument();
  });

  it('saves, waits 2000 ms, stores the session data and opens the script page', async () => {
    renderForm();
    fillValidForm();
    submit();
    expect(screen.getByRole('button', { name: 'Generating your custom AI Bot script...' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'AI bot generator' })).toHaveFocus();
    for (const label of ['Company Name', 'Your Name', 'Business Email', 'Primary Goal']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(reportFormSubmit).toHaveBeenCalledWith('bot_generator', expect.objectContaining({ companyName: 'Acme Health' }));
    await act(() => rs.advanceTimersByTimeAsync(1999));
    expect(createBotGeneration).toHaveBeenCalledTimes(1);
    expect(createLead).toHaveBeenCalledWith(expect.objectContaining({ lead_source: 'healthcare_bot_generator', lead_type: 'bot_generation' }));
    expect(screen.queryByText(/script page for/)).not.toBeInTheDocument();
    await act(() => rs.advanceTimersByTimeAsync(1));
    expect(screen.getByText('script page for healthcare/acme-health')).toBeInTheDocument();
    expect(getDefaultStore().get(botGeneratorDataAtom)).toEqual(acmeHealthGeneratorData);
  });

  it('sends a bot-like submission (honeypot filled) to the script page after 2000 ms, storing nothing', async () => {
    renderForm();
    fillValidForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    honeypot.value = 'https://spam.example';
    submit();
    await act(() => rs.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('script page for healthcare/acme-health')).toBeInTheDocument();
    expect(createBotGeneration).not.toHaveBeenCalled();
    expect(createLead).not.toHaveBeenCalled();
    expect(reportFormSubmit).not.toHaveBeenCalled();
  });

  it('waits 3000 ms when the save stays queued, then still opens the script page', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    rs.mocked(createLead).mockResolvedValueOnce('queued');
    renderForm('retail', 'Retail');
    fillValidForm();
    type('Company Name', 'Shop & Co.');
    submit();
    await act(() => rs.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText(/script page for/)).not.toBeInTheDocument();
    await act(() => rs.advanceTimersByTimeAsync(1));
    expect(screen.getByText('script page for retail/shop-co')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('leaves a visitor who has gone elsewhere before the wait ends where they went', async () => {
    renderForm();
    fillValidForm();
    submit();
    await act(() => rs.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await act(() => rs.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByText(/script page for/)).not.toBeInTheDocument();
    expect(createBotGeneration).toHaveBeenCalledTimes(1);
  });
});
