import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { guideFormDataKey } from '@salesiq/shared-data/session/guide-form-data';
import { defaultMinFillMs } from '@salesiq/spam-guard/use-spam-guard';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GuideRequestForm } from './guide-request-form';

const calls = rs.hoisted(() => ({ order: [] as string[], guides: [] as unknown[], leads: [] as unknown[], submits: [] as unknown[] }));

rs.mock('@salesiq/shared-data/operations/create-personalized-guide', () => ({
  createPersonalizedGuide: (record: unknown) => {
    calls.order.push('personalized_guides');
    calls.guides.push(record);
    return Promise.resolve('stored');
  },
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: (record: unknown) => {
    calls.order.push('leads');
    calls.leads.push(record);
    return Promise.resolve('stored');
  },
}));
rs.mock('@salesiq/tracking/report', () => ({
  reportFormSubmit: (formType: string, formData: unknown) => calls.submits.push([formType, formData]),
}));

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderForm() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/personalized-guide']}>
        <Routes>
          <Route path="/personalized-guide" element={<GuideRequestForm />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
}

function fill({ name = 'Ana Silva', company = 'Harbour Dental Group', email = 'ana@harbour.example', industry = 'real-estate' } = {}) {
  fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: company } });
  fireEvent.change(screen.getByLabelText('Business Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Select Industry'), { target: { value: industry } });
}

const submitButton = () => screen.getByRole('button', { name: 'Get My Personalized Guide' });
const submit = () => {
  // Testing Library's events are not trusted, so the spam guard's minimum fill time applies.
  act(() => rs.advanceTimersByTime(defaultMinFillMs));
  fireEvent.click(submitButton());
};

/** SPEC §3 "Guide-form industries", their values as the spec lists them. */
const specGuideIndustries = 'healthcare, automotive, ecommerce, finance, real-estate, travel, education, manufacturing, hospitality, legal, fitness'.split(', ');

describe('GuideRequestForm', () => {
  beforeEach(() => {
    for (const list of [calls.order, calls.guides, calls.leads, calls.submits]) list.length = 0;
    sessionStorage.clear();
    rs.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    rs.useRealTimers();
    rs.restoreAllMocks();
  });

  it('labels the form and its fields and offers the eleven industries after an empty placeholder', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Personalized guide request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Business Email')).toHaveAttribute('type', 'email');
    // The database keeps 200 characters of a company: past them the field says so and is invalid.
    const company = screen.getByLabelText('Company Name');
    fireEvent.change(company, { target: { value: 'C'.repeat(201) } });
    expect(company).toHaveAccessibleDescription('Please keep your company name to 200 characters or fewer.');
    expect(company).toBeInvalid();
    const options = [...screen.getByLabelText<HTMLSelectElement>('Select Industry').options];
    expect(options.map((option) => option.value)).toEqual(['', ...specGuideIndustries]);
    expect(options[3]?.textContent).toBe('E-commerce');
    expect(options[5]?.textContent).toBe('Real Estate');
  });

  it.each(['Your Name', 'Company Name', 'Business Email', 'Select Industry'])('alerts and sends nothing when %s is empty', (label) => {
    const { alerts } = stubBrowserDialogs();
    renderForm();
    fill();
    fireEvent.change(screen.getByLabelText(label), { target: { value: '' } });
    submit();
    expect(alerts).toEqual(['Please fill in all fields.']);
    expect(calls.order).toEqual([]);
    expect(calls.submits).toEqual([]);
    expect(sessionStorage.getItem(guideFormDataKey)).toBeNull();
    expect(submitButton()).toBeEnabled();
    const blank = screen.getByLabelText(label);
    expect(blank).toHaveFocus();
    expect(blank).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  });

  it('locks the form, shows the spinner, stores the session data and saves the guide then the lead', () => {
    renderForm();
    fill();
    submit();

    for (const label of ['Your Name', 'Company Name', 'Business Email', 'Select Industry']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Creating your personalized guide...');

    const data = { name: 'Ana Silva', company: 'Harbour Dental Group', email: 'ana@harbour.example', industry: 'real-estate' };
    expect(JSON.parse(sessionStorage.getItem(guideFormDataKey) ?? 'null')).toEqual(data);
    expect(calls.order).toEqual(['personalized_guides', 'leads']);
    expect(calls.guides[0]).toEqual(data);
    expect(calls.leads[0]).toEqual({
      ...data,
      lead_source: 'personalized_guide',
      lead_type: 'guide_request',
      message: 'Requested personalized guide for real-estate',
    });
    expect(calls.submits).toEqual([['personalized_guide', data]]);
  });

  it('brings the spinner into view as it shows: on a phone the button is often the last thing on the screen', () => {
    const scrolled = rs.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderForm();
    fill();
    expect(scrolled).not.toHaveBeenCalled();
    submit();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts.at(-1)).toContainElement(screen.getByRole('status'));
    scrolled.mockRestore();
  });

  it('gives a bot-like submission (honeypot filled) the guide but stores and tracks nothing', () => {
    renderForm();
    fill();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot field');
    honeypot.value = 'https://spam.example';
    submit();
    expect(screen.getByRole('status')).toHaveTextContent('Creating your personalized guide...');
    act(() => rs.advanceTimersByTime(2500));
    expect(screen.getByTestId('location')).toHaveTextContent('/salesiq-guide/real-estate/harbour-dental-group');
    expect(calls.order).toEqual([]);
    expect(calls.submits).toEqual([]);
  });

  it('opens the guide page 2500 ms after submitting and sends the request only once', () => {
    renderForm();
    fill({ company: 'Harbour Dental & Co.' });
    submit();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);

    act(() => rs.advanceTimersByTime(2499));
    expect(screen.getByTestId('location')).toHaveTextContent('/personalized-guide');
    act(() => rs.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/salesiq-guide/real-estate/harbour-dental-co');
    expect(calls.order).toEqual(['personalized_guides', 'leads']);
  });
});
