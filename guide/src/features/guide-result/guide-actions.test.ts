import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { guideContent } from '../../content/guide-content';
import { bookConsultation } from './book-consultation';
import { downloadGuide } from './download-guide';

const calls = rs.hoisted(() => ({
  order: [] as string[],
  consultations: [] as unknown[],
  leads: [] as unknown[],
  files: [] as [string, string][],
  downloads: [] as [string, string][],
  failSaves: false,
}));

rs.mock('@salesiq/shared-data/operations/create-consultation', () => ({
  createConsultation: (record: unknown) => {
    calls.order.push('consultations');
    calls.consultations.push(record);
    // Not stored at the first try: the outbox keeps it for a retry.
    return Promise.resolve(calls.failSaves ? 'queued' : 'stored');
  },
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: (record: unknown) => {
    calls.order.push('leads');
    calls.leads.push(record);
    return Promise.resolve(calls.failSaves ? 'queued' : 'stored');
  },
}));
rs.mock('@salesiq/shared-data/download/download-text-file', () => ({
  downloadTextFile: (fileName: string, content: string) => {
    calls.files.push([fileName, content]);
    return fileName;
  },
}));
rs.mock('@salesiq/tracking/report', () => ({
  reportDownload: (type: string, fileName: string) => calls.downloads.push([type, fileName]),
}));

const visitor = { name: 'Ana Silva', email: 'ana@harbour.example', company: 'Harbour Dental Group', industry: 'healthcare' };

describe('guide page actions', () => {
  beforeEach(() => {
    for (const list of [calls.order, calls.consultations, calls.leads, calls.files, calls.downloads]) list.length = 0;
    calls.failSaves = false;
  });

  it('books a consultation: the consultation, then the lead, then the pre-filled mail draft', () => {
    const { drafts } = stubBrowserDialogs();
    bookConsultation(visitor, guideContent.legal);
    expect(calls.order).toEqual(['consultations', 'leads']);
    expect(calls.consultations[0]).toEqual({
      name: 'Ana Silva',
      email: 'ana@harbour.example',
      company: 'Harbour Dental Group',
      industry: 'legal',
      consultation_type: 'personalized_guide_followup',
      message: 'Requested a free consultation after reading the personalized Legal guide',
      status: 'requested',
    });
    expect(calls.leads[0]).toMatchObject({
      industry: 'legal',
      lead_source: 'personalized_guide_page',
      lead_type: 'consultation_request',
      message: 'Requested a free consultation from the personalized Legal guide page',
    });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.subject).toBe('Free Consultation Request - Harbour Dental Group (Legal SalesIQ Guide)');
    expect(drafts[0]?.body).toContain('Name: Ana Silva');
  });

  it('opens the mail draft again on a later press and saves nothing more', () => {
    const { drafts } = stubBrowserDialogs();
    bookConsultation(visitor, guideContent.legal, { alreadySaved: true });
    expect(calls.order).toEqual([]);
    expect(drafts).toHaveLength(1);
  });

  it('still opens the mail draft when saving fails, and only logs the failure', async () => {
    calls.failSaves = true;
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { drafts } = stubBrowserDialogs();
    bookConsultation(visitor, guideContent.healthcare);
    expect(drafts).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledWith('Error saving consultation request: it stays queued and will be retried.');
    log.mockRestore();
  });

  it('downloads the guide text under the spec’s file name and tracks the download', () => {
    downloadGuide(visitor, guideContent.healthcare, new Date(2025, 5, 2));
    const [fileName, text] = calls.files[0] ?? ['', ''];
    expect(fileName).toBe('SalesIQ-healthcare-Guide-Harbour-Dental-Group.txt');
    expect(text).toContain('Prepared for: Ana Silva');
    expect(text).toContain('Date: 2 June 2025');
    expect(calls.downloads).toEqual([['personalized_guide', 'SalesIQ-healthcare-Guide-Harbour-Dental-Group.txt']]);
  });
});
