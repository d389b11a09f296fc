import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { MemoryRouter } from 'react-router-dom';
import { advance, flushPromises, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import { kitUnavailableAlert } from './use-lead-magnet';
import { LeadMagnetForm } from './lead-magnet-form';

const mocks = rs.hoisted(() => ({
  createTemplateDownload: rs.fn(() => Promise.resolve('stored')),
  createLead: rs.fn(() => Promise.resolve('stored')),
  reportFormSubmit: rs.fn(),
  downloadTemplateKit: rs.fn(() => 'SalesIQ-healthcare-Templates-Ana-Ruiz.txt'),
  loadLeadMagnetKit: rs.fn<() => Promise<unknown>>(),
}));
rs.mock('@salesiq/shared-data/operations/create-template-download', () => ({ createTemplateDownload: mocks.createTemplateDownload }));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead: mocks.createLead }));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit: mocks.reportFormSubmit, reportDownload: rs.fn() }));
// The kit's code is not loaded yet, and loading it fails until the network is back.
rs.mock('./load-lead-magnet-kit', () => ({
  leadMagnetKit: { load: mocks.loadLeadMagnetKit, use: (run: (kit: unknown) => void, onUnavailable: () => void) => void mocks.loadLeadMagnetKit().then(run, onUnavailable) },
}));

describe('LeadMagnetForm when the kit cannot be prepared', () => {
  installFakeTimersForComponents();

  beforeEach(() => {
    for (const mock of Object.values(mocks)) mock.mockClear();
    mocks.loadLeadMagnetKit.mockImplementation(() => Promise.resolve({ downloadTemplateKit: mocks.downloadTemplateKit }));
  });

  it('keeps the saved records, says so, unlocks the form with what was typed, and a second press downloads without saving twice', async () => {
    const { alerts } = stubBrowserDialogs();
    render(<LeadMagnetForm preselect={null} />, { wrapper: MemoryRouter });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Full Name'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Business Email'), 'ana@clinic.test');
    advance(defaultMinFillMs);
    mocks.loadLeadMagnetKit.mockImplementation(() => Promise.reject(new Error('offline')));

    await user.click(screen.getByRole('button', { name: 'Download Free Templates' }));
    await flushPromises();
    expect(alerts).toEqual([kitUnavailableAlert]);
    expect(mocks.createTemplateDownload).toHaveBeenCalledTimes(1);
    expect(mocks.createLead).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toBeEnabled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Ruiz');

    mocks.loadLeadMagnetKit.mockImplementation(() => Promise.resolve({ downloadTemplateKit: mocks.downloadTemplateKit }));
    await user.click(screen.getByRole('button', { name: 'Download Free Templates' }));
    await flushPromises();
    expect(mocks.downloadTemplateKit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Thank you, Ana!' })).toBeInTheDocument();
    expect(mocks.createTemplateDownload).toHaveBeenCalledTimes(1);
    expect(mocks.createLead).toHaveBeenCalledTimes(1);
  });
});
