import { contact } from '@salesiq/shared-data/contact';
import { describe, expect, it } from '@rstest/core';
import { guideContent } from '../content/guide-content';
import { guideIndustryKeys } from '../content/guide-industries';
import { formatGuideDate, guideFileName, guideText } from './guide-text';

const visitor = { name: 'Ana Silva', company: 'Harbour Dental Group', email: 'ana@harbour.example' };
const date = new Date(2025, 2, 14, 10, 30);

describe('guideFileName', () => {
  it('turns each space of the company into a hyphen', () => {
    expect(guideFileName('healthcare', 'Harbour Dental Group')).toBe('SalesIQ-healthcare-Guide-Harbour-Dental-Group.txt');
    expect(guideFileName('real-estate', ' Acme  Homes ')).toBe('SalesIQ-real-estate-Guide-Acme--Homes.txt');
  });
});

describe('formatGuideDate', () => {
  it('writes the day, month name and year', () => {
    expect(formatGuideDate(date)).toBe('14 March 2025');
  });
});

describe('guideText', () => {
  const text = guideText({ visitor, content: guideContent.healthcare, date });

  it('starts with the visitor, the industry and the date', () => {
    expect(text).toContain('SALESIQ PERSONALIZED IMPLEMENTATION GUIDE');
    expect(text).toContain('Prepared for: Ana Silva');
    expect(text).toContain('Company: Harbour Dental Group');
    expect(text).toContain('Email: ana@harbour.example');
    expect(text).toContain('Industry: Healthcare');
    expect(text).toContain('Date: 14 March 2025');
    expect(text).toContain('Expected ROI: 3x ROI in 90 days');
  });

  it('carries the industry content: introduction, benefits, stats, both use cases, results and KPIs', () => {
    const content = guideContent.healthcare;
    expect(text).toContain(content.title);
    expect(text).toContain(content.introduction);
    for (const benefit of content.benefits) expect(text).toContain(`- ${benefit}`);
    for (const stat of content.stats) expect(text).toContain(`- ${stat.value} ${stat.label}`);
    expect(text).toContain('CHATBOT USE CASE 1: APPOINTMENT BOOKING BOT');
    expect(text).toContain('CHATBOT USE CASE 2: PATIENT INTAKE BOT');
    expect(text).toContain(`  1. ${content.useCase1.flow[0]}`);
    expect(text).toContain(`  5. ${content.useCase2.flow[4]}`);
    expect(text).toContain(`Integrations: ${content.useCase1.integrations.join(', ')}`);
    expect(text).toContain('Timeline: 2-3 weeks');
    expect(text).toContain('Timeline: 1-2 weeks');
    expect(text).toContain(`Zoho CRM: ${content.integrationMap.crm}`);
    for (const result of content.results) expect(text).toContain(`- ${result.value} ${result.metric}: ${result.description}`);
    for (const kpi of content.kpis) expect(text).toContain(`- ${kpi}`);
  });

  it('ends with the roadmap (weeks 1, 2, 3, then ongoing) and the contact block', () => {
    const roadmap = text.slice(text.indexOf('IMPLEMENTATION ROADMAP'));
    const periods = [...roadmap.matchAll(/^(Week \d|Ongoing):/gm)].map((match) => match[1]);
    expect(periods).toEqual(['Week 1', 'Week 2', 'Week 3', 'Ongoing']);
    expect(roadmap).toContain('Week 2: Build the Appointment Booking Bot');
    expect(roadmap).toContain('Week 3: Launch the Patient Intake Bot');
    const contactBlock = text.slice(text.indexOf('\nCONTACT\n'));
    expect(contactBlock).toContain(`Email: ${contact.email}`);
    expect(contactBlock).toContain(`Phone: ${contact.phone}`);
    expect(contactBlock).toContain(`Location: ${contact.location}`);
    expect(contactBlock).toContain(`Website: ${contact.website}`);
    expect(contactBlock).toContain(contact.bookingUrl);
  });

  it.each(guideIndustryKeys.map((key) => [key]))('builds the %s guide with its own content', (key) => {
    const content = guideContent[key];
    const industryText = guideText({ visitor, content, date });
    expect(industryText).toContain(`Industry: ${content.displayName}`);
    expect(industryText).toContain(content.useCase1.name);
    expect(industryText).toContain(`Expected ROI: ${content.expectedROI}`);
    expect(industryText).not.toContain('undefined');
  });
});
