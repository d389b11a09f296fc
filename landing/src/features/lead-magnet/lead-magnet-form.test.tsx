import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { advance, flushPromises, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import { missingFieldsAlert, redirectDelayMs } from './use-lead-magnet';
import type { IndustryPreselect } from './lead-magnet-industries';
import { LeadMagnetForm } from './lead-magnet-form';

const saves = rs.hoisted(() => ({
  createTemplateDownload: rs.fn(() => Promise.resolve('stored')),
  createLead: rs.fn(() => Promise.resolve('stored')),
  downloadTextFile: rs.fn((fileName: string) => fileName),
  reportFormSubmit: rs.fn(),
  reportDownload: rs.fn(),
}));
rs.mock('@salesiq/shared-data/operations/create-template-download', () => ({ createTemplateDownload: saves.createTemplateDownload }));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead: saves.createLead }));
rs.mock('@salesiq/shared-data/download/download-text-file', () => ({ downloadTextFile: saves.downloadTextFile }));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit: saves.reportFormSubmit, reportDownload: saves.reportDownload }));

function IndustryPage() {
  return <h1>{`Industry page ${useParams().industry ?? ''}`}</h1>;
}

function renderForm(preselect: IndustryPreselect | null = null) {
  const ui = (current: IndustryPreselect | null) => (
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<LeadMagnetForm preselect={current} />} />
        <Route path="/:industry" element={<IndustryPage />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(ui(preselect));
  const user = userEvent.setup({ delay: null });
  return { ...view, user, rerenderWith: (next: IndustryPreselect | null) => view.rerender(ui(next)) };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, { industry = 'healthcare', name = 'Ana Ruiz' } = {}) {
  await user.type(field('Full Name'), name);
  await user.type(field('Business Email'), 'ana@clinic.test');
  await user.type(field('Company Name'), 'Bright Clinic');
  if (industry) await user.selectOptions(field('Industry'), industry);
  // Testing Library's events are not trusted, so the spam guard's minimum fill time applies.
  advance(defaultMinFillMs);
  await user.click(screen.getByRole('button', { name: 'Download Free Templates' }));
}

describe('LeadMagnetForm', () => {
  installFakeTimersForComponents();

  beforeEach(() => {
    for (const mock of Object.values(saves)) mock.mockClear();
    // A data service that never answers: nothing on the page waits for it.
    saves.createTemplateDownload.mockImplementation(() => new Promise(() => {}));
    saves.createLead.mockResolvedValue('stored');
  });

  it('labels its fields as the spec names them and offers the eleven industries', () => {
    renderForm();
    expect(field('Full Name')).toBeRequired();
    expect(field('Business Email')).toHaveAttribute('type', 'email');
    expect(field('Business Email')).toBeRequired();
    expect(field('Company Name')).not.toBeRequired();
    const options = within(field('Industry')).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['', 'healthcare', 'finance', 'retail', 'real-estate', 'travel', 'education', 'manufacturing', 'hospitality', 'automotive', 'legal', 'other']);
  });

  it.each([['spaces', '   '], ['zero-width characters', '\u200b\u2060\u200c']])('alerts and sends nothing when the name is only %s', async (_, name) => {
    const { alerts } = stubBrowserDialogs();
    const { user } = renderForm();
    await fillAndSubmit(user, { name });
    expect(alerts).toEqual([missingFieldsAlert]);
    expect(missingFieldsAlert).toBe('Please fill in your name and email address.');
    expect(saves.createTemplateDownload).not.toHaveBeenCalled();
    expect(field('Full Name')).toBeEnabled();
  });

  it('downloads at once, without waiting on the data service, then stays locked with the thank-you dialog', async () => {
    const { user } = renderForm();
    await fillAndSubmit(user);

    expect(saves.reportFormSubmit).toHaveBeenCalledWith('lead_magnet', { name: 'Ana Ruiz', email: 'ana@clinic.test', company: 'Bright Clinic', industry: 'healthcare' });
    for (const label of ['Full Name', 'Business Email', 'Company Name', 'Industry']) expect(field(label)).toBeDisabled();
    expect(saves.createTemplateDownload).toHaveBeenCalled();
    expect(saves.createLead).toHaveBeenCalled();
    expect(saves.downloadTextFile).toHaveBeenCalledWith('SalesIQ-healthcare-Templates-Ana-Ruiz.txt', expect.stringContaining('Prepared for: Ana Ruiz'));
    expect(saves.reportDownload).toHaveBeenCalledWith('template_kit', 'SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
    // Behind the open thank-you dialog, hidden from role queries as from screen readers.
    expect(screen.getByRole('button', { name: 'Templates Downloaded', hidden: true })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Templates Downloaded' })).toBeNull();
    expect(field('Full Name')).toBeDisabled();
    const dialog = screen.getByRole('dialog', { name: 'Thank you, Ana!' });
    expect(within(dialog).getByText('SalesIQ-healthcare-Templates-Ana-Ruiz.txt')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to Healthcare Page' })).toBeInTheDocument();
  });

  it('treats a filled honeypot as a bot: the normal thank-you, but nothing stored or tracked', async () => {
    const { user, container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    honeypot.value = 'https://spam.example';
    await fillAndSubmit(user);
    await flushPromises();

    expect(screen.getByRole('dialog', { name: 'Thank you, Ana!' })).toBeInTheDocument();
    expect(saves.downloadTextFile).toHaveBeenCalledWith('SalesIQ-healthcare-Templates-Ana-Ruiz.txt', expect.any(String));
    expect(saves.createTemplateDownload).not.toHaveBeenCalled();
    expect(saves.createLead).not.toHaveBeenCalled();
    expect(saves.reportFormSubmit).not.toHaveBeenCalled();
    expect(saves.reportDownload).not.toHaveBeenCalled();
  });

  it('treats a scripted submission faster than a person can fill the form as a bot', async () => {
    const { container } = renderForm();
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    for (const [label, value] of [['Full Name', 'Ana Ruiz'], ['Business Email', 'ana@clinic.test']] as const) {
      fireEvent.change(field(label), { target: { value } });
    }
    fireEvent.submit(form);
    await flushPromises();

    expect(screen.getByRole('dialog', { name: 'Thank you, Ana!' })).toBeInTheDocument();
    expect(saves.createLead).not.toHaveBeenCalled();
  });

  it('goes to the industry page 4 s after the download', async () => {
    const { user } = renderForm();
    await fillAndSubmit(user, { industry: 'real-estate' });
    await flushPromises();
    advance(redirectDelayMs - 1);
    expect(screen.queryByRole('heading', { name: /Industry page/ })).toBeNull();
    advance(1);
    expect(screen.getByRole('heading', { name: 'Industry page real-estate' })).toBeInTheDocument();
  });

  it.each(['Close', 'Continue to Finance Page'])('goes to the industry page at once on %s', async (button) => {
    const { user } = renderForm();
    await fillAndSubmit(user, { industry: 'finance' });
    await flushPromises();
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('heading', { name: 'Industry page finance' })).toBeInTheDocument();
    expect(rs.getTimerCount()).toBe(0);
  });

  it.each([['other'], ['']])('stays on the page for industry %j', async (industry) => {
    const { user } = renderForm();
    await fillAndSubmit(user, { industry });
    await flushPromises();
    expect(screen.queryByRole('button', { name: /Continue to/ })).toBeNull();
    advance(redirectDelayMs * 2);
    await user.click(screen.getByRole('button', { name: 'Continue Exploring' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Industry page/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Templates Downloaded' })).toBeDisabled();
  });

  it('applies a preselect request: the industry is chosen and Full Name has focus', () => {
    const { rerenderWith } = renderForm();
    rerenderWith({ industry: 'education', request: 1 });
    expect(field('Industry')).toHaveValue('education');
    expect(field('Full Name')).toHaveFocus();
  });
});
