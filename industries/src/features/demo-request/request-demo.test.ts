import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { healthcare } from '../../content/healthcare';
import { legal } from '../../content/legal';
import { retail } from '../../content/retail';
import { demoPrompts, requestDemo } from './request-demo';

const saved = rs.hoisted(() => ({ demoRequests: [] as unknown[], leads: [] as unknown[], order: [] as string[], options: [] as unknown[] }));
/** A create operation that keeps what it was given, in `saved`, and reports it stored. */
const savedInto = rs.hoisted(() => (table: 'demo_requests' | 'leads', records: unknown[]) => (record: unknown, options: unknown) => {
  saved.order.push(table);
  records.push(record);
  saved.options.push(options);
  return Promise.resolve('stored');
});

rs.mock('@salesiq/shared-data/operations/create-demo-request', () => ({ createDemoRequest: savedInto('demo_requests', saved.demoRequests) }));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead: savedInto('leads', saved.leads) }));

describe('requestDemo', () => {
  beforeEach(() => {
    for (const list of [saved.demoRequests, saved.leads, saved.order, saved.options]) list.length = 0;
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('asks four prompts in order, saves the demo request then the lead, and opens the mail draft', () => {
    const { prompts, drafts } = stubBrowserDialogs({ answers: ['Ana Silva', 'ana@example.com', 'Shoe Barn', '0400 111 222'] });
    requestDemo(retail);
    expect(prompts).toEqual([demoPrompts.name, demoPrompts.email, demoPrompts.company, demoPrompts.phone]);
    expect(saved.order).toEqual(['demo_requests', 'leads']);
    expect(saved.demoRequests[0]).toMatchObject({ industry: 'retail', phone: '0400 111 222', status: 'pending', message: 'Requested retail SalesIQ demo' });
    expect(saved.leads[0]).toMatchObject({ lead_source: 'retail_page', lead_type: 'demo_request', message: 'Requested retail demo from industry page' });
    expect(drafts[0]).toMatchObject({ subject: 'Retail SalesIQ Demo Request' });
    expect(drafts[0]?.body).toContain('Name: Ana Silva\nCompany: Shoe Barn\nPhone: 0400 111 222');
  });

  it('queues the lead after its demo request, so a demo request the server refuses takes the lead with it (SPEC §7)', () => {
    stubBrowserDialogs({ answers: ['Ana Silva', 'ana@example.com', 'Shoe Barn', ''] });
    requestDemo(retail);
    const [demoRequestOptions, leadOptions] = saved.options as [{ id: string }, { after: string }];
    expect(demoRequestOptions.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(leadOptions).toEqual({ after: demoRequestOptions.id });
  });

  it('asks again for a phone number longer than the database keeps, and saves the shortened answer whole', () => {
    const long = '+44 20 7946 0958 ext. 1234 (office hours only)';
    const { prompts, alerts } = stubBrowserDialogs({ answers: ['Ana Silva', 'ana@example.com', 'Shoe Barn', long, '+44 20 7946 0958 ext. 1234'] });
    requestDemo(retail);
    expect(alerts).toEqual(['Please keep your phone number to 40 characters or fewer.']);
    expect(prompts).toEqual([demoPrompts.name, demoPrompts.email, demoPrompts.company, demoPrompts.phone, demoPrompts.phone]);
    expect(saved.demoRequests[0]).toMatchObject({ phone: '+44 20 7946 0958 ext. 1234' });
  });

  it('saves nothing when prompts are cancelled, and still opens a draft with placeholders', () => {
    const { prompts, drafts } = stubBrowserDialogs({ answers: [null, null, null, null] });
    requestDemo(retail);
    expect(prompts).toHaveLength(4);
    expect(saved.order).toEqual([]);
    expect(drafts[0]?.body).toContain('Name: [Your Name]\nCompany: [Your Store]\nPhone: [Phone Number]');
  });

  it('saves nothing for answers of only invisible characters, and the draft shows placeholders for them', () => {
    const { drafts } = stubBrowserDialogs({ answers: ['\u200b\u200b', 'ana@example.com', '\u2060', '\u200b'] });
    requestDemo(retail);
    expect(saved.order).toEqual([]);
    expect(drafts[0]?.body).toContain('Name: [Your Name]\nCompany: [Your Store]\nPhone: [Phone Number]');
  });

  it('saves nothing without a company but keeps the name in the draft', () => {
    const { drafts } = stubBrowserDialogs({ answers: ['Ana', 'ana@example.com', '', ''] });
    requestDemo(healthcare);
    expect(saved.order).toEqual([]);
    expect(drafts[0]?.body).toContain('Name: Ana\nCompany: [Your Clinic]');
  });

  it('logs a save that is not stored at once as "Error saving demo request" and still opens the draft', async () => {
    const { drafts } = stubBrowserDialogs({ answers: ['Ana', 'ana@example.com', 'Co', null] });
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    const leads = await import('@salesiq/shared-data/operations/create-lead');
    // The data service is down: the lead stays in the outbox for a retry.
    rs.spyOn(leads, 'createLead').mockImplementation(() => Promise.resolve('queued'));
    requestDemo(legal);
    expect(saved.order).toEqual(['demo_requests']);
    expect(drafts).toHaveLength(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith('Error saving demo request: it stays queued and will be retried.');
  });
});
