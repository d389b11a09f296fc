import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { downloadLeadMagnetKit } from './lead-magnet-kit';

const downloadTextFile = rs.hoisted(() => rs.fn((fileName: string, _content: string) => fileName));
const reportDownload = rs.hoisted(() => rs.fn());

rs.mock('@salesiq/shared-data/download/download-text-file', () => ({ downloadTextFile }));
rs.mock('@salesiq/tracking/report', () => ({ reportDownload }));

describe('downloadLeadMagnetKit', () => {
  beforeEach(() => {
    downloadTextFile.mockClear();
    reportDownload.mockClear();
  });

  it('downloads the kit made for the visitor and records the download', () => {
    const fileName = downloadLeadMagnetKit({ name: ' Ana  Ruiz ', email: 'ana@clinic.test', company: 'Bright Clinic', industry: 'healthcare' }, { report: true });
    expect(fileName).toBe('SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
    const [, content] = downloadTextFile.mock.calls[0] ?? [];
    expect(content).toContain('Prepared for: Ana  Ruiz');
    expect(content).toContain('Company: Bright Clinic');
    expect(reportDownload).toHaveBeenCalledWith('template_kit', 'SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
  });

  it('names the kit General without an industry', () => {
    expect(downloadLeadMagnetKit({ name: 'Sam', email: 'sam@x.test', company: ' ', industry: '' }, { report: true })).toBe('SalesIQ-General-Templates-Sam.txt');
  });

  it('records nothing for a bot-like submission, which still gets its file', () => {
    expect(downloadLeadMagnetKit({ name: 'Bot', email: 'bot@x.test', company: '', industry: 'finance' }, { report: false })).toBe('SalesIQ-finance-Templates-Bot.txt');
    expect(downloadTextFile).toHaveBeenCalledTimes(1);
    expect(reportDownload).not.toHaveBeenCalled();
  });
});
