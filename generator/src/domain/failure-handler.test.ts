import { describe, expect, it } from '@rstest/core';
import { botTemplates } from './bot-templates';
import { failureHandler } from './failure-handler';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';

function branch(script: string, start: string, end: string): string {
  return script.slice(script.indexOf(start), end ? script.indexOf(end) : undefined);
}

describe('failureHandler', () => {
  const script = failureHandler(botConfig({ companyName: 'Acme Health' }), botTemplates.healthcare);

  it('offers Leave Message, Request Callback and Continue with AI when no agents are available', () => {
    const noAgents = branch(script, 'if(errorCode == "no_agents_available")', 'else if(errorCode == "outside_hours")');
    expect(noAgents).toContain('response.put("suggestions", {"Leave Message", "Request Callback", "Continue with AI"});');
  });

  it('says the business is closed, the AI is available 24/7, and offers booking or information outside hours', () => {
    const outsideHours = branch(script, 'else if(errorCode == "outside_hours")', '\nelse\n');
    const { strings } = scanDeluge(outsideHours);
    expect(strings.join(' ')).toContain('Acme Health is closed');
    expect(strings.join(' ')).toContain('available 24/7');
    expect(outsideHours).toContain('response.put("suggestions", {"Book Appointment", "Get Information"});');
  });

  it('apologises and shows the main menu on any other error', () => {
    const other = script.slice(script.indexOf('\nelse\n'));
    expect(scanDeluge(other).strings.join(' ')).toContain('We apologise');
    expect(other).toContain('response.put("suggestions", {"Book Appointment", "Our Services", "Insurance & Billing", "Talk to Our Team"});');
  });

  it.each(Object.values(botTemplates))('is valid Deluge for the $key template', (template) => {
    const templated = failureHandler(botConfig(), template);
    expect(scanDeluge(templated).problems).toEqual([]);
    expect(templated).toContain(`{"${template.buttons[0]}", "Get Information"}`);
  });
});
