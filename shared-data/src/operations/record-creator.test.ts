import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { captureAttribution } from '../visit/attribution';
import { recordCreator } from './record-creator';

const { enqueue } = rs.hoisted(() => ({ enqueue: rs.fn(() => Promise.resolve('stored')) }));
rs.mock('@salesiq/shared-data/outbox/outbox', () => ({ enqueue }));

afterEach(() => {
  enqueue.mockClear();
  sessionStorage.clear();
  localStorage.clear();
});

describe('recordCreator', () => {
  it('adds the session id and attribution to the SPEC fields, fitted, with a client-made id', async () => {
    sessionStorage.setItem('session_id', 'session_1764150000000_abcdefgh');
    captureAttribution('https://site.example/?utm_source=newsletter&utm_campaign=autumn', '', new Date('2026-11-26T10:00:00.000Z'));
    const fields = {
      email: 'ana@example.com',
      company: null,
      industry: 'healthcare',
      lead_source: 'healthcare_page',
      lead_type: 'demo_request',
      message: null,
    } as const;
    await recordCreator('leads')({ ...fields, name: 'Ana\nSilva' });
    const visit = { landing_path: '/', utm_source: 'newsletter', utm_campaign: 'autumn', captured_at: '2026-11-26T10:00:00.000Z', visit_number: 1 };
    expect(enqueue).toHaveBeenCalledWith('leads', [
      {
        ...fields,
        name: 'Ana Silva',
        session_id: 'session_1764150000000_abcdefgh',
        attribution: { first_touch: visit, this_visit: visit },
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ], 'records', undefined);
  });

  it('takes the id it is given and the id of the record it belongs after', async () => {
    await recordCreator('leads')(
      { name: 'Ana', email: 'ana@example.com', company: null, industry: null, lead_source: 'legal_page', lead_type: 'demo_request', message: null },
      { id: 'lead-1', after: 'demo-1' },
    );
    expect(enqueue).toHaveBeenCalledWith('leads', [expect.objectContaining({ id: 'lead-1' })], 'records', 'demo-1');
  });

  it('sends a tampered session id as null rather than have the record refused', async () => {
    sessionStorage.setItem('session_id', '<script>');
    await recordCreator('template_downloads')({ name: 'Ana', email: 'ana@example.com', company: null, industry: null, template_type: 'general' });
    expect(enqueue).toHaveBeenCalledWith('template_downloads', [expect.objectContaining({ session_id: null, attribution: {} })], 'records', undefined);
  });
});
