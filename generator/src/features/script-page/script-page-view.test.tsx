import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { downloadTextFile } from '@salesiq/shared-data/download/download-text-file';
import { createConsultation } from '@salesiq/shared-data/operations/create-consultation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { botGeneratorDataAtom } from '@salesiq/shared-data/session/bot-generator-data';
import { reportDownload } from '@salesiq/tracking/report';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as actualDownload from '@salesiq/shared-data/download/download-text-file' with { rstest: 'importActual' };
import { bookedText, loadingText, ScriptPageView } from './script-page-view';
import { scriptPackage } from './script-package';
import { acmeHealthGeneratorData } from '@salesiq/shared-data/testing/bot-generator-data';

rs.mock('@salesiq/shared-data/download/download-text-file', () => ({
  ...actualDownload,
  downloadTextFile: rs.fn((fileName: string) => fileName),
}));
rs.mock('@salesiq/shared-data/operations/create-consultation', () => ({
  createConsultation: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/tracking/report', () => ({ reportDownload: rs.fn() }));

const data = acmeHealthGeneratorData;

function renderPage() {
  const routes = [
    { path: '/generate-bot-script/:industry/:companySlug', element: <ScriptPageView /> },
    { path: '/', element: <p>home page</p> },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: ['/', '/generate-bot-script/healthcare/acme-health'],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScriptPageView', () => {
  beforeEach(() => {
    getDefaultStore().set(botGeneratorDataAtom, data);
    rs.clearAllMocks();
  });

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sends visitors without generator data back to / (replacing the entry)', () => {
    getDefaultStore().set(botGeneratorDataAtom, null);
    const router = renderPage();
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the loading text while there is no data', () => {
    getDefaultStore().set(botGeneratorDataAtom, null);
    const router = createMemoryRouter([{ path: '*', element: <ScriptPageView /> }], {
      initialEntries: ['/generate-bot-script/healthcare/acme-health'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent(loadingText);
  });

  it('shows the company, industry and primary goal', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Health AI Bot Script' })).toBeInTheDocument();
    expect(screen.getByText('Healthcare')).toBeInTheDocument();
    expect(screen.getByText('Automate appointment booking')).toBeInTheDocument();
  });

  it('previews exactly the first 1000 characters of the script', () => {
    renderPage();
    const preview = screen.getByLabelText('Script preview');
    expect(preview.tagName).toBe('PRE');
    expect(preview.textContent).toBe(scriptPackage(data).script.slice(0, 1000));
    expect(preview.textContent).toHaveLength(1000);
  });

  it('downloads the script and the implementation guide, each tracked', () => {
    renderPage();
    const { script, guide } = scriptPackage(data);
    fireEvent.click(screen.getByRole('button', { name: 'Download Script' }));
    expect(downloadTextFile).toHaveBeenCalledWith('Acme Health-healthcare-AI-Bot-Script.deluge', script);
    expect(reportDownload).toHaveBeenCalledWith('bot_script', 'Acme Health-healthcare-AI-Bot-Script.deluge');
    fireEvent.click(screen.getByRole('button', { name: 'Download Implementation Guide' }));
    expect(downloadTextFile).toHaveBeenCalledWith('Acme Health-AI-Bot-Implementation-Guide.txt', guide);
    expect(reportDownload).toHaveBeenCalledWith('implementation_guide', 'Acme Health-AI-Bot-Implementation-Guide.txt');
  });

  it('lists what is included', () => {
    renderPage();
    const list = screen.getByRole('heading', { name: "What's Included" }).nextElementSibling;
    expect(list?.querySelectorAll('li')).toHaveLength(6);
  });

  it('books the implementation call once and confirms it', async () => {
    renderPage();
    const button = screen.getByRole('button', { name: 'Book Implementation Call' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(createConsultation).toHaveBeenCalledWith(
      expect.objectContaining({ consultation_type: 'implementation_assistance', status: 'requested', email: 'jo@acme.test' }),
    );
    expect(createLead).toHaveBeenCalledWith(
      expect.objectContaining({ lead_source: 'bot_script_page', lead_type: 'implementation_request' }),
    );
    expect(screen.getByText(bookedText)).toBeInTheDocument();
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(createConsultation).toHaveBeenCalledTimes(1);
  });
});
