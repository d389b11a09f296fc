import { describe, expect, it } from '@rstest/core';
import { contact } from '../contact';
import { scanDeluge } from '../testing/deluge-syntax';
import { hostileTexts } from '../testing/hostile-texts';
import { buildTemplateKit, templateKitFileName } from './template-kit';

describe('templateKitFileName', () => {
  it('names the kit after the industry and the visitor', () => {
    expect(templateKitFileName('healthcare', 'Jane  Doe')).toBe('SalesIQ-healthcare-Templates-Jane-Doe.txt');
    expect(templateKitFileName('Real Estate', ' Sam Lee ')).toBe('SalesIQ-Real Estate-Templates-Sam-Lee.txt');
  });

  it('uses General when there is no industry', () => {
    expect(templateKitFileName('', 'Jane')).toBe('SalesIQ-General-Templates-Jane.txt');
  });
});

describe('buildTemplateKit', () => {
  const kit = buildTemplateKit({ industry: 'real-estate', name: 'Sam Lee', company: 'Harbour Homes' });

  it('is addressed to the visitor and their company', () => {
    expect(kit).toContain('SALESIQ AI BOT TEMPLATE KIT - REAL ESTATE');
    expect(kit).toContain('Prepared for: Sam Lee');
    expect(kit).toContain('Company: Harbour Homes');
    expect(kit).toContain('Welcome to Harbour Homes');
  });

  it('falls back to User and Your Company', () => {
    const general = buildTemplateKit({ industry: '', name: ' ', company: '' });
    expect(general).toContain('SALESIQ AI BOT TEMPLATE KIT - GENERAL');
    expect(general).toContain('Prepared for: User');
    expect(general).toContain('Company: Your Company');
  });

  it('walks the sample stages greeting, name, email, phone, qualification, completed', () => {
    const stages = ['greeting', 'name', 'email', 'phone', 'qualification', 'completed'];
    const positions = stages.map((stage) => kit.indexOf(`[${stage}]`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('maps every CRM lead field and the deal fields with the sample amount', () => {
    for (const field of ['Last_Name', 'Email', 'Phone', 'Description', 'Lead_Source', 'Industry', 'Company', 'Lead_Score', 'AI_Intent']) {
      expect(kit).toContain(`leadMap.put("${field}"`);
    }
    expect(kit).toContain('dealMap.put("Deal_Name", "Property Viewing - "');
    expect(kit).toContain('dealMap.put("Stage", "Qualification")');
    expect(kit).toContain('dealMap.put("Amount", 50000)');
    expect(kit).toContain('zoho.crm.createRecord("Leads", leadMap)');
  });

  it.each(hostileTexts)('keeps the sample Deluge valid for the company %j, which its lead record holds exactly', (company) => {
    const hostile = buildTemplateKit({ industry: 'healthcare', name: 'Ana', company });
    const codeLines = hostile.split('\n').filter((line) => /^\s*(leadMap|dealMap|bookingMap|response)\.put\(/.test(line));
    for (const line of codeLines) expect(scanDeluge(line).problems).toEqual([]);
    const companyLine = codeLines.find((line) => line.startsWith('leadMap.put("Company"'));
    expect(scanDeluge(companyLine ?? '').strings).toEqual(['Company', company.trim().replace(/\r\n|[\r\u2028\u2029]/g, '\n')]);
  });

  it('lists the booking fields', () => {
    for (const field of ['service_name', 'from_time', 'timezone', 'customer_details', 'notes']) {
      expect(kit).toContain(`bookingMap.put("${field}"`);
    }
  });

  it('uses the industry labels, and the fallbacks for other industries', () => {
    expect(kit).toContain('[Find a Property] [Book a Viewing] [Contact an Agent]');
    const other = buildTemplateKit({ industry: 'other', name: 'A', company: 'B' });
    expect(other).toContain('[Get Started] [Learn More] [Contact Us]');
    expect(other).toContain('General Consultation');
    expect(other).toContain('dealMap.put("Amount", 1000)');
  });

  it('treats display names like the lowercase values', () => {
    expect(buildTemplateKit({ industry: 'Real Estate', name: 'Sam Lee', company: 'Harbour Homes' })).toBe(kit);
    expect(buildTemplateKit({ industry: 'Healthcare', name: 'A', company: 'B' })).toContain('dealMap.put("Amount", 500)');
  });

  it('carries the lead-score increments, the targets and the contact details', () => {
    for (const line of ['+10  greeting', '+25  booking', '+20  pricing', '+5   fallback', '+30  slot_fill_start', '+40  final']) {
      expect(kit).toContain(line);
    }
    expect(kit).toContain('Month 1: 50+ conversations, 70% intent accuracy, 30% lead conversion');
    expect(kit).toContain('Month 3: 200+ conversations, 85% intent accuracy, 45% lead conversion, 200% ROI');
    expect(kit).toContain('Month 6: 500+ conversations, 95% intent accuracy, 60% lead conversion, 400% ROI');
    expect(kit).toContain(contact.email);
    expect(kit).toContain(contact.phone);
  });
});
