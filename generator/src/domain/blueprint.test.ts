import { contact } from '@salesiq/shared-data/contact';
import { describe, expect, it } from '@rstest/core';
import { blueprint } from './blueprint';
import { botTemplates } from './bot-templates';
import { botConfig } from './testing/bot-config-fixture';

describe('blueprint', () => {
  const config = botConfig({
    industry: 'realestate',
    industryName: 'Real Estate',
    companyName: 'Harbour Homes',
    primaryGoal: 'Book more viewings',
    integrations: ['Stripe', ' ', 'zoho crm'],
    customFields: ['Suburb', 'Suburb', 'Finance_Approved'],
  });
  const text = blueprint(config, botTemplates.realestate);

  it('names the company, industry, goal and template', () => {
    expect(text).toContain('Company: Harbour Homes\nIndustry: Real Estate\nPrimary goal: Book more viewings\nTemplate: realestate\n');
  });

  it('carries the fixed contact phone, website and booking link', () => {
    expect(text).toContain(`Phone: ${contact.phone}`);
    expect(text).toContain(`Website: ${contact.website}`);
    expect(text).toContain(`Book an implementation call: ${contact.bookingUrl}`);
  });

  it('lists template and visitor integrations without duplicates, and the custom fields once', () => {
    const integrations = text.slice(text.indexOf('5. Integrations'), text.indexOf('6. Failure handling'));
    expect(integrations.match(/^- .+$/gm)).toEqual(['- Zoho CRM', '- Zoho Bookings', '- Property listings feed', '- Google Maps', '- Stripe']);
    expect(text).toContain('Your custom fields: Suburb, Finance_Approved');
    expect(text).toContain('Recommended realestate fields: Property_Type, Budget, Preferred_Location, Bedrooms');
  });

  it('includes the greeting, slot lists, both flows, the CRM fields, the failure handling and the flowchart', () => {
    expect(text).toContain('Greeting: Welcome to Harbour Homes!');
    expect(text).toContain('Property types: House, Apartment, Townhouse, Land, Commercial');
    expect(text).toContain('none -> name -> email -> phone -> requirements -> completed');
    expect(text).toContain('Leads record: Last_Name, Email, Phone, Description, Lead_Source, Industry, Company, Primary_Goal');
    expect(text).toContain('no_agents_available: offer Leave Message, Request Callback or Continue with AI.');
    expect(text).toContain('AI BOT FLOWCHART: Harbour Homes (Real Estate)');
    expect(text).toContain('- Harbour Homes-realestate-trigger.deluge: trigger handler');
  });

  it('says so when no custom fields were listed', () => {
    expect(blueprint(botConfig(), botTemplates.healthcare)).toContain('Your custom fields: none listed');
  });
});
