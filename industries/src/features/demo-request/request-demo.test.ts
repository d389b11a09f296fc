import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { healthcare } from '../../content/healthcare';
import { legal } from '../../content/legal';
import { retail } from '../../content/retail';
import { demoPrompts, requestDemo } from './request-demo';

const saved = rs.hoisted(() => ({ demoRequests: [] as unknown[], leads: [] as unknown[], drafts: [] as unknown[], order: [] as string[] }));

rs.mock('@salesiq/shared-data/operations/create-demo-request', () => ({
  createDemoRequest: (record: unknown) => {
    saved.order.push('demo_requests');
    saved.demoRequests.push(record);
    return Promise.resolve('queued');
  },
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: (record: unknown) => {
    saved.order.push('leads');
    saved.leads.push(record);
    return Promise.resolve('queued');
  },
}));
rs.mock('@salesiq/shared-data/mail/mail-draft', () => ({
  orPlaceholder: (value: string, placeholder: string) => value.trim() || placeholder,
  openMailDraft: (draft: unknown) => {
    saved.order.push('mail');
    saved.drafts.push(draft);
  },
}));

function answerPrompts(answers: (string | null)[]) {
  const asked: string[] = [];
  const queue = [...answers];
  rs.spyOn(window, 'prompt').mockImplementation((message?: string) => {
    asked.push(message ?? '');
    return queue.shift() ?? null;
  });
  return asked;
}

describe('requestDemo', () => {
  beforeEach(() => {
    saved.demoRequests.length = 0;
    saved.leads.length = 0;
    saved.drafts.length = 0;
    saved.order.length = 0;
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('asks four prompts in order, saves the demo request then the lead, and opens the mail draft', () => {
    const asked = answerPrompts(['Ana Silva', 'ana@example.com', 'Shoe Barn', '0400 111 222']);
    requestDemo(retail);
    expect(asked).toEqual([demoPrompts.name, demoPrompts.email, demoPrompts.company, demoPrompts.phone]);
    expect(saved.order).toEqual(['demo_requests', 'leads', 'mail']);
    expect(saved.demoRequests[0]).toMatchObject({ industry: 'retail', phone: '0400 111 222', status: 'pending', message: 'Requested retail SalesIQ demo' });
    expect(saved.leads[0]).toMatchObject({ lead_source: 'retail_page', lead_type: 'demo_request', message: 'Requested retail demo from industry page' });
    expect(saved.drafts[0]).toMatchObject({ subject: 'Retail SalesIQ Demo Request' });
    expect((saved.drafts[0] as { body: string }).body).toContain('Name: Ana Silva\nCompany: Shoe Barn\nPhone: 0400 111 222');
  });

  it('saves nothing when prompts are cancelled, and still opens a draft with placeholders', () => {
    const asked = answerPrompts([null, null, null, null]);
    requestDemo(retail);
    expect(asked).toHaveLength(4);
    expect(saved.order).toEqual(['mail']);
    const { body } = saved.drafts[0] as { body: string };
    expect(body).toContain('Name: [Your Name]\nCompany: [Your Store]\nPhone: [Phone Number]');
  });

  it('saves nothing without a company but keeps the name in the draft', () => {
    answerPrompts(['Ana', 'ana@example.com', '', '']);
    requestDemo(healthcare);
    expect(saved.order).toEqual(['mail']);
    expect((saved.drafts[0] as { body: string }).body).toContain('Name: Ana\nCompany: [Your Clinic]');
  });

  it('logs a failed save as "Error saving demo request" and still opens the draft', async () => {
    answerPrompts(['Ana', 'ana@example.com', 'Co', null]);
    const error = rs.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('storage full');
    const leads = await import('@salesiq/shared-data/operations/create-lead');
    rs.spyOn(leads, 'createLead').mockImplementation(() => Promise.reject(failure));
    requestDemo(legal);
    expect(saved.order).toEqual(['demo_requests', 'mail']);
    await Promise.resolve();
    await Promise.resolve();
    expect(error).toHaveBeenCalledWith('Error saving demo request', failure);
  });
});
