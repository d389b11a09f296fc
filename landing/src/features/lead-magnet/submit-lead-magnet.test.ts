import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { leadMagnetMessage, submitLeadMagnet } from './submit-lead-magnet';

const calls = rs.hoisted(() => [] as string[]);
const createTemplateDownload = rs.hoisted(() => rs.fn());
const createLead = rs.hoisted(() => rs.fn());
const downloadTextFile = rs.hoisted(() => rs.fn());
const reportDownload = rs.hoisted(() => rs.fn());
const reportFormSubmit = rs.hoisted(() => rs.fn());

rs.mock('@salesiq/shared-data/operations/create-template-download', () => ({ createTemplateDownload }));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead }));
rs.mock('@salesiq/shared-data/download/download-text-file', () => ({ downloadTextFile }));
rs.mock('@salesiq/tracking/report', () => ({ reportDownload, reportFormSubmit }));

describe('submitLeadMagnet', () => {
  beforeEach(() => {
    calls.length = 0;
    createTemplateDownload.mockReset().mockImplementation(() => {
      calls.push('template_downloads');
      return Promise.resolve('stored');
    });
    createLead.mockReset().mockImplementation(() => {
      calls.push('leads');
      return Promise.resolve('queued');
    });
    downloadTextFile.mockReset().mockImplementation((fileName: string) => {
      calls.push('download');
      return fileName;
    });
    reportDownload.mockReset();
    reportFormSubmit.mockReset();
  });

  it('saves the download, then the lead, then downloads the kit', () => {
    const fileName = submitLeadMagnet({ name: ' Ana  Ruiz ', email: 'ana@clinic.test ', company: 'Bright Clinic', industry: 'healthcare' }, { store: true });

    expect(calls).toEqual(['template_downloads', 'leads', 'download']);
    expect(createTemplateDownload.mock.invocationCallOrder[0]).toBeLessThan(createLead.mock.invocationCallOrder[0] ?? 0);
    expect(createTemplateDownload).toHaveBeenCalledWith({
      name: 'Ana  Ruiz',
      email: 'ana@clinic.test',
      company: 'Bright Clinic',
      industry: 'healthcare',
      template_type: 'general',
    });
    expect(createLead).toHaveBeenCalledWith({
      name: 'Ana  Ruiz',
      email: 'ana@clinic.test',
      company: 'Bright Clinic',
      industry: 'healthcare',
      lead_source: 'template_download',
      lead_type: 'template_download',
      message: 'Downloaded healthcare AI bot template kit',
    });
    expect(fileName).toBe('SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
    const [, content] = downloadTextFile.mock.calls[0] ?? [];
    expect(content).toContain('Prepared for: Ana  Ruiz');
    expect(content).toContain('Company: Bright Clinic');
    expect(reportDownload).toHaveBeenCalledWith('template_kit', 'SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
  });

  it('downloads at once, while the data service has not answered', () => {
    createTemplateDownload.mockImplementation(() => new Promise(() => {}));
    createLead.mockImplementation(() => new Promise(() => {}));
    submitLeadMagnet({ name: 'Sam', email: 'sam@x.test', company: '', industry: 'finance' }, { store: true });
    expect(createTemplateDownload).toHaveBeenCalledTimes(1);
    expect(createLead).toHaveBeenCalledTimes(1);
    expect(downloadTextFile).toHaveBeenCalledTimes(1);
  });

  it('reports the submission with the typed values', () => {
    const values = { name: 'Sam', email: 'sam@x.test', company: '', industry: 'finance' };
    submitLeadMagnet(values, { store: true });
    expect(reportFormSubmit).toHaveBeenCalledWith('lead_magnet', values);
  });

  it('only downloads the kit for a bot-like submission: no rows, no tracking', () => {
    const fileName = submitLeadMagnet({ name: 'Bot', email: 'bot@x.test', company: '', industry: 'finance' }, { store: false });
    expect(fileName).toBe('SalesIQ-finance-Templates-Bot.txt');
    expect(calls).toEqual(['download']);
    expect(reportFormSubmit).not.toHaveBeenCalled();
    expect(reportDownload).not.toHaveBeenCalled();
  });

  it('stores null for an empty company and industry and names the kit General', () => {
    const fileName = submitLeadMagnet({ name: 'Sam', email: 'sam@x.test', company: ' ', industry: '' }, { store: true });
    expect(createTemplateDownload).toHaveBeenCalledWith(expect.objectContaining({ company: null, industry: null }));
    expect(createLead).toHaveBeenCalledWith(expect.objectContaining({ message: 'Downloaded general AI bot template kit' }));
    expect(fileName).toBe('SalesIQ-General-Templates-Sam.txt');
  });
});

describe('leadMagnetMessage', () => {
  it('states the industry or general', () => {
    expect(leadMagnetMessage('real-estate')).toBe('Downloaded real-estate AI bot template kit');
    expect(leadMagnetMessage('other')).toBe('Downloaded other AI bot template kit');
    expect(leadMagnetMessage('')).toBe('Downloaded general AI bot template kit');
  });
});
