import { afterEach, beforeAll, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { advance, installFakeTimersForComponents } from '@salesiq/ui/testing/fake-timers';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { templateKitDownload } from './load-template-kit-download';
import { TemplateDownloadDialog } from './template-download-dialog';
import { useTemplateDialog } from './use-template-dialog';

interface Calls {
  order: string[];
  records: Record<string, unknown>;
  files: [string, string][];
}

const calls = rs.hoisted((): Calls => ({ order: [], records: {}, files: [] }));

rs.mock('@salesiq/shared-data/operations/create-template-download', () => ({
  createTemplateDownload: (record: unknown) => {
    calls.order.push('template_downloads');
    calls.records.template_downloads = record;
    return Promise.resolve('stored');
  },
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: (record: unknown) => {
    calls.order.push('leads');
    calls.records.leads = record;
    return Promise.resolve('stored');
  },
}));
rs.mock('@salesiq/shared-data/download/download-text-file', () => ({
  downloadTextFile: (fileName: string, content: string) => {
    calls.order.push('download');
    calls.files.push([fileName, content]);
    return fileName;
  },
}));
rs.mock('@salesiq/tracking/report', () => ({
  reportFormSubmit: rs.fn(),
  reportDownload: () => calls.order.push('download reported'),
}));

function Harness({ pageIndustry = 'Real Estate' }: { pageIndustry?: string }) {
  const { state, dispatch, open } = useTemplateDialog(pageIndustry);
  return (
    <>
      <button type="button" onClick={open}>
        Download Templates
      </button>
      <TemplateDownloadDialog industryKey="real-estate" displayName="Real Estate" state={state} dispatch={dispatch} />
    </>
  );
}

installFakeTimersForComponents();

// Opening the dialog loads the kit's code, which has come by the time a person presses Download
// (template-kit-late.test.tsx covers a press before it has).
beforeAll(async () => {
  await templateKitDownload.load();
});

beforeEach(() => {
  calls.order.length = 0;
  calls.files.length = 0;
  calls.records = {};
});

afterEach(() => {
  rs.restoreAllMocks();
});

const openDialog = () => {
  if (!screen.queryByRole('button', { name: 'Download Templates' })) render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Download Templates' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Get the Real Estate Template Kit' });
};
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const fill = (dialog: HTMLElement) => {
  type(dialog, 'Full Name', 'Ana  Silva');
  type(dialog, 'Email Address', 'ana@example.com');
  type(dialog, 'Company Name', 'Silva Homes');
};
const submit = (dialog: HTMLElement) => {
  // Testing Library's events are not trusted, so the spam guard's minimum fill time applies.
  advance(defaultMinFillMs);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Download Templates' }));
};

describe('TemplateDownloadDialog', () => {
  it('opens with the four labelled fields, the consent line and the industry preset to the page', () => {
    const dialog = openDialog();
    expect(within(dialog).getByLabelText('Full Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Company Name')).toBeInTheDocument();
    const industry = within(dialog).getByLabelText<HTMLSelectElement>('Industry');
    expect(industry.value).toBe('Real Estate');
    expect(within(industry).getAllByRole('option')).toHaveLength(11);
    expect(within(dialog).getByText(/By downloading, you agree to receive emails about SalesIQ chatbot solutions\. You can unsubscribe at any time\./)).toBeInTheDocument();
  });

  it.each(['Full Name', 'Email Address', 'Company Name'])('alerts and sends nothing when %s is empty', (label) => {
    const { alerts } = stubBrowserDialogs();
    const dialog = openDialog();
    fill(dialog);
    type(dialog, label, '  ');
    submit(dialog);
    expect(alerts).toEqual(['Please fill in all required fields.']);
    expect(calls.order).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const blank = within(dialog).getByLabelText(label);
    expect(blank).toHaveFocus();
    expect([...dialog.querySelectorAll('[aria-invalid="true"]')]).toEqual([blank]);
    type(dialog, label, 'Filled');
    expect(blank).not.toHaveAttribute('aria-invalid');
  });

  it('saves the download, then the lead, then downloads the kit, records the download and shows the success view', () => {
    const dialog = openDialog();
    fill(dialog);
    fireEvent.change(within(dialog).getByLabelText('Industry'), { target: { value: 'Finance' } });
    submit(dialog);
    expect(calls.order).toEqual(['template_downloads', 'leads', 'download', 'download reported']);
    expect(calls.records.template_downloads).toEqual({
      name: 'Ana  Silva',
      email: 'ana@example.com',
      company: 'Silva Homes',
      industry: 'Finance',
      template_type: 'finance',
    });
    expect(calls.records.leads).toMatchObject({ lead_source: 'real_estate_page', lead_type: 'template_download' });
    expect(calls.files[0]?.[0]).toBe('SalesIQ-Finance-Templates-Ana-Silva.txt');
    expect(screen.getByRole('status')).toHaveTextContent('Download Started!');
  });

  it('treats a filled honeypot as a bot: the normal success view, but nothing stored or recorded', () => {
    const dialog = openDialog();
    fill(dialog);
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    honeypot.value = 'https://spam.example';
    submit(dialog);
    expect(calls.order).toEqual(['download']);
    expect(screen.getByRole('status')).toHaveTextContent('Download Started!');
  });

  it('treats a submission faster than a person can fill the form as a bot', () => {
    const dialog = openDialog();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Templates' }));
    expect(calls.order).toEqual(['download']);
  });

  it('closes itself 2000 ms after the success view and resets the form to the page industry', () => {
    const dialog = openDialog();
    fill(dialog);
    fireEvent.change(within(dialog).getByLabelText('Industry'), { target: { value: 'Legal' } });
    submit(dialog);
    advance(1999);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const reopened = openDialog();
    expect(within(reopened).getByLabelText('Full Name')).toHaveValue('');
    expect(within(reopened).getByLabelText('Industry')).toHaveValue('Real Estate');
  });

  it('adds and preselects a page industry that is not among the eleven', () => {
    render(<Harness pageIndustry="Food & Beverage" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Templates' }));
    const industry = screen.getByLabelText<HTMLSelectElement>('Industry');
    expect(industry.value).toBe('Food & Beverage');
    expect(within(industry).getAllByRole('option')).toHaveLength(12);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const dialog = openDialog();
    // What the browser does on Escape in a modal dialog.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Templates' })).toHaveFocus();
  });
});
