import { beforeEach, expect, it, rs } from '@rstest/core';
import { downloadTemplateKit } from './download-template-kit';

const downloadTextFile = rs.hoisted(() => rs.fn((fileName: string, _content: string) => fileName));
rs.mock('../download/download-text-file', () => ({ downloadTextFile }));

beforeEach(() => {
  downloadTextFile.mockClear();
});

it('downloads the kit made for the visitor, each value trimmed', () => {
  const fileName = downloadTemplateKit({ name: ' Ana  Ruiz ', company: '\u00a0Bright Clinic ', industry: ' healthcare' });
  expect(fileName).toBe('SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
  const [, content] = downloadTextFile.mock.calls[0] ?? [];
  expect(content).toContain('Prepared for: Ana  Ruiz\n');
  expect(content).toContain('Company: Bright Clinic\n');
});

it('names the kit General without an industry', () => {
  expect(downloadTemplateKit({ name: 'Sam', company: ' ', industry: '' })).toBe('SalesIQ-General-Templates-Sam.txt');
});

it('names the kit by an industry display name as the template dialog gives it', () => {
  expect(downloadTemplateKit({ name: 'Ana Silva', company: 'Silva Homes', industry: 'Real Estate' })).toBe('SalesIQ-Real Estate-Templates-Ana-Silva.txt');
});
