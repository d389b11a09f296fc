import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { leadMagnetMessage, saveLeadMagnet } from './save-lead-magnet';

const calls = rs.hoisted(() => [] as string[]);
const createTemplateDownload = rs.hoisted(() => rs.fn());
const createLead = rs.hoisted(() => rs.fn());
const reportFormSubmit = rs.hoisted(() => rs.fn());

rs.mock('@salesiq/shared-data/operations/create-template-download', () => ({ createTemplateDownload }));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({ createLead }));
rs.mock('@salesiq/tracking/report', () => ({ reportFormSubmit }));

describe('saveLeadMagnet', () => {
  beforeEach(() => {
    calls.length = 0;
    createTemplateDownload.mockReset().mockImplementation(() => {
      calls.push('template_downloads');
      return Promise.resolve('stored');
    });
    createLead.mockReset().mockImplementation(() => {
      calls.push('leads');
      return Promise.resolve('stored');
    });
    reportFormSubmit.mockReset().mockImplementation(() => calls.push('form_submit'));
  });

  it('records the submission, then saves the download, then the lead', () => {
    saveLeadMagnet({ name: ' Ana  Ruiz ', email: 'ana@clinic.test ', company: 'Bright Clinic', industry: 'healthcare' });

    expect(calls).toEqual(['form_submit', 'template_downloads', 'leads']);
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
  });

  it('returns at once, while the data service has not answered', () => {
    createTemplateDownload.mockImplementation(() => new Promise(() => {}));
    createLead.mockImplementation(() => new Promise(() => {}));
    saveLeadMagnet({ name: 'Sam', email: 'sam@x.test', company: '', industry: 'finance' });
    expect(createTemplateDownload).toHaveBeenCalledTimes(1);
    expect(createLead).toHaveBeenCalledTimes(1);
  });

  it('reports the submission with the typed values', () => {
    const values = { name: 'Sam', email: 'sam@x.test', company: '', industry: 'finance' };
    saveLeadMagnet(values);
    expect(reportFormSubmit).toHaveBeenCalledWith('lead_magnet', values);
  });

  it('stores null for an empty company and industry, and a general message', () => {
    saveLeadMagnet({ name: 'Sam', email: 'sam@x.test', company: ' ', industry: '' });
    expect(createTemplateDownload).toHaveBeenCalledWith(expect.objectContaining({ company: null, industry: null }));
    expect(createLead).toHaveBeenCalledWith(expect.objectContaining({ message: 'Downloaded general AI bot template kit' }));
  });
});

describe('leadMagnetMessage', () => {
  it('states the industry or general', () => {
    expect(leadMagnetMessage('real-estate')).toBe('Downloaded real-estate AI bot template kit');
    expect(leadMagnetMessage('other')).toBe('Downloaded other AI bot template kit');
    expect(leadMagnetMessage('')).toBe('Downloaded general AI bot template kit');
  });
});
