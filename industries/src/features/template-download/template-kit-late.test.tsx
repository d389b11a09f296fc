import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { advance, flushPromises, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { kitUnavailableAlert, TemplateDownloadDialog } from './template-download-dialog';
import { useTemplateDialog } from './use-template-dialog';

const mocks = rs.hoisted(() => ({
  createTemplateDownload: rs.fn(() => Promise.resolve('stored')),
  createLead: rs.fn(() => Promise.resolve('stored')),
  downloadTemplateKit: rs.fn(() => 'SalesIQ-Real Estate-Templates-Ana-Silva.txt'),
  loadKit: rs.fn<() => Promise<unknown>>(),
  reportDownload: rs.fn(),
}));
rs.mock('@salesiq/shared-data/operations/create-template-download', () => ({ createTemplateDownload: mocks.createTemplateDownload }));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead: mocks.createLead }));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit: rs.fn(), reportDownload: mocks.reportDownload }));
// The kit's code has not come when the visitor presses Download Templates.
rs.mock('./load-template-kit-download', () => ({
  templateKitDownload: { load: mocks.loadKit, use: (run: (kit: unknown) => void, onUnavailable: () => void) => void mocks.loadKit().then(run, onUnavailable) },
}));

function Harness() {
  const { state, dispatch, open } = useTemplateDialog('Real Estate');
  return (
    <>
      <button type="button" onClick={open}>
        Open
      </button>
      <TemplateDownloadDialog industryKey="real-estate" displayName="Real Estate" state={state} dispatch={dispatch} />
    </>
  );
}

const kitModule = { downloadTemplateKit: mocks.downloadTemplateKit };

function openAndFill() {
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Get the Real Estate Template Kit' });
  fireEvent.change(within(dialog).getByLabelText('Full Name'), { target: { value: 'Ana Silva' } });
  fireEvent.change(within(dialog).getByLabelText('Email Address'), { target: { value: 'ana@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Company Name'), { target: { value: 'Silva Homes' } });
  advance(defaultMinFillMs);
  return dialog;
}

const press = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Download Templates' }));

describe('TemplateDownloadDialog before the kit has come', () => {
  installFakeTimersForComponents();

  beforeEach(() => {
    for (const mock of Object.values(mocks)) mock.mockClear();
  });

  it('asks for the kit as it opens; a press saves at once, shows the button busy, and downloads when the kit comes', async () => {
    let deliver = (_kit: typeof kitModule) => {};
    mocks.loadKit.mockImplementation(() => new Promise((resolve) => (deliver = resolve)));
    const dialog = openAndFill();
    expect(mocks.loadKit).toHaveBeenCalled();
    press(dialog);
    expect(mocks.createTemplateDownload).toHaveBeenCalledTimes(1);
    expect(mocks.createLead).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Download Templates' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Full Name')).toBeDisabled();
    deliver(kitModule);
    await flushPromises();
    expect(mocks.downloadTemplateKit).toHaveBeenCalledWith({ name: 'Ana Silva', email: 'ana@example.com', company: 'Silva Homes', industry: 'Real Estate' });
    expect(mocks.reportDownload).toHaveBeenCalledWith('template_kit', 'SalesIQ-Real Estate-Templates-Ana-Silva.txt');
    expect(screen.getByRole('status')).toHaveTextContent('Download Started!');
  });

  it('when the kit cannot be prepared: one alert, the form back with what was typed, and a second press downloads without saving twice', async () => {
    const { alerts } = stubBrowserDialogs();
    mocks.loadKit.mockImplementation(() => Promise.reject(new Error('offline')));
    const dialog = openAndFill();
    press(dialog);
    await flushPromises();
    expect(alerts).toEqual([kitUnavailableAlert]);
    expect(kitUnavailableAlert).toContain('press Download Templates again');
    expect(within(dialog).getByLabelText('Full Name')).toBeEnabled();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ana Silva');

    mocks.loadKit.mockImplementation(() => Promise.resolve(kitModule));
    press(dialog);
    await flushPromises();
    expect(mocks.downloadTemplateKit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Download Started!');
    expect(mocks.createTemplateDownload).toHaveBeenCalledTimes(1);
    expect(mocks.createLead).toHaveBeenCalledTimes(1);
  });
});
