import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { guideFormDataKey } from '@salesiq/shared-data/session/guide-form-data';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import GuideResultPage from './guide-result-page';

const calls = rs.hoisted(() => ({ downloads: [] as unknown[][], consultations: [] as unknown[][] }));

rs.mock('../features/guide-result/download-guide', () => ({
  downloadGuide: (...args: unknown[]) => calls.downloads.push(args),
}));
rs.mock('../features/guide-result/book-consultation', () => ({
  bookConsultation: (...args: unknown[]) => calls.consultations.push(args),
}));

const visitor = { name: 'Ana Silva', company: 'Harbour Dental Group', email: 'ana@harbour.example', industry: 'healthcare' };

function renderAt(path: string) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/salesiq-guide/:industry/:companySlug" element={<GuideResultPage />} />
          <Route path="/personalized-guide" element={<h1>Guide form</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('GuideResultPage', () => {
  beforeEach(() => {
    calls.downloads.length = 0;
    calls.consultations.length = 0;
    sessionStorage.clear();
  });
  afterEach(() => cleanup());

  it('sends a visitor without session data back to the form', async () => {
    renderAt('/salesiq-guide/healthcare/harbour-dental-group');
    expect(await screen.findByRole('heading', { name: 'Guide form' })).toBeInTheDocument();
  });

  it('shows the loading text while there is no data, replacing the history entry', () => {
    const history: string[] = [];
    function Location() {
      history.push(`${useNavigationType()} ${useLocation().pathname}`);
      return null;
    }
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/salesiq-guide/healthcare/acme']}>
          <Routes>
            <Route path="*" element={<GuideResultPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your personalized guide...');
    expect(history.at(-1)).toBe('REPLACE /personalized-guide');
  });

  it('shows the guide for the industry in the URL with the visitor’s company', async () => {
    sessionStorage.setItem(guideFormDataKey, JSON.stringify(visitor));
    renderAt('/salesiq-guide/legal/harbour-dental-group');
    expect(await screen.findByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Harbour Dental Group' })).toBeInTheDocument();
    expect(screen.getByText('AI Client Intake Playbook for Law Firms')).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Your guide at a glance' });
    expect(within(overview).getByText('Legal')).toBeInTheDocument();
    expect(within(overview).getByText('2 bots')).toBeInTheDocument();
    expect(within(overview).getByText('4 business apps')).toBeInTheDocument();
    expect(within(overview).getByText('7x ROI in 6 months')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 3, name: 'Client Intake Bot' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Consultation Booking Bot' })).toBeInTheDocument();
    expect(screen.getByText('2-3 weeks')).toBeInTheDocument();
    expect(screen.getByText('1-2 weeks')).toBeInTheDocument();
    for (const name of ['SalesIQ Chatbot', 'Zoho CRM', 'Zoho Bookings']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'KPIs to track' })).toBeInTheDocument();
    for (const [name, period] of Object.entries({ Setup: 'Week 1', Customization: 'Week 2', Optimization: 'Weeks 3-4', Advanced: 'Month 2+' })) {
      const phase = screen.getByRole('heading', { level: 3, name }).closest('li');
      expect(phase).toHaveTextContent(period);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to launch your legal chatbots?' })).toBeInTheDocument();
    // The company is named once, in the page's heading.
    expect(screen.getAllByText(/Harbour Dental Group/)).toEqual([screen.getByText('Harbour Dental Group', { selector: 'h1 span' })]);
  });

  it('falls back to the healthcare guide for an unknown industry', async () => {
    sessionStorage.setItem(guideFormDataKey, JSON.stringify(visitor));
    renderAt('/salesiq-guide/telecom/harbour-dental-group');
    expect(await screen.findByText('3x ROI in 90 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Appointment Booking Bot' })).toBeInTheDocument();
  });

  it('downloads, books a consultation and goes back to the form from the header', async () => {
    sessionStorage.setItem(guideFormDataKey, JSON.stringify(visitor));
    renderAt('/salesiq-guide/fitness/harbour-dental-group');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Complete Guide' }));
    expect(calls.downloads[0]?.[0]).toEqual(visitor);
    expect(calls.downloads[0]?.[1]).toMatchObject({ key: 'fitness' });

    fireEvent.click(screen.getByRole('button', { name: 'Book Free Consultation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(calls.consultations).toHaveLength(2);
    expect(calls.consultations[0]).toEqual([visitor, expect.objectContaining({ key: 'fitness' }), { alreadySaved: false }]);
    expect(calls.consultations[1]).toEqual([visitor, expect.objectContaining({ key: 'fitness' }), { alreadySaved: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Back to Form' }));
    expect(await screen.findByRole('heading', { name: 'Guide form' })).toBeInTheDocument();
  });
});
