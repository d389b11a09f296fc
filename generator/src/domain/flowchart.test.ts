import { describe, expect, it } from '@rstest/core';
import { botTemplates } from './bot-templates';
import { flowchart } from './flowchart';
import { botConfig } from './testing/bot-config-fixture';

describe('flowchart', () => {
  const text = flowchart(botConfig({ companyName: 'Acme\nHealth' }), botTemplates.healthcare);

  it('heads the chart with the company on one line, the industry and the goal', () => {
    expect(text.split('\n').slice(0, 2)).toEqual([
      'AI BOT FLOWCHART: Acme Health (Healthcare)',
      'Primary goal: Automate appointment booking',
    ]);
  });

  it('shows the six steps joined by arrows', () => {
    const steps = [...text.matchAll(/^\[(\d)\] (.+)$/gm)].map((match) => match[1]);
    expect(steps).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(text.match(/^ {5}v$/gm)).toHaveLength(5);
  });

  it('lists the menu, both flows, the CRM fields and the failure branches', () => {
    expect(text).toContain('Options: Book Appointment | Our Services | Insurance & Billing | Talk to Our Team');
    expect(text).toContain('none -> name -> email -> phone -> requirements -> completed');
    expect(text).toContain('name -> symptoms -> date -> email -> completed');
    expect(text).toContain('Last_Name, Email, Phone, Description, Lead_Source, Industry, Company, Primary_Goal');
    expect(text).toContain('no_agents_available -> Leave Message | Request Callback | Continue with AI');
    expect(text).toContain('outside_hours');
    expect(text).toContain('any other error');
  });
});
