import { describe, expect, it } from '@rstest/core';
import { botTemplates } from './bot-templates';
import { bookingStages } from './conversation-stages';
import { crmLeadFields } from './crm-lead';
import { messageHandler } from './message-handler';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';

describe('messageHandler', () => {
  const script = messageHandler(botConfig(), botTemplates.healthcare);

  it('runs the booking stages in order: none, name, email, phone, requirements, completed', () => {
    expect(bookingStages).toEqual(['none', 'name', 'email', 'phone', 'requirements', 'completed']);
    const markers = [...script.matchAll(/^\/\/ stage: (\w+)/gm)].map((match) => match[1]);
    expect(markers).toEqual([...bookingStages]);
    for (const [index, stage] of bookingStages.slice(1).entries()) {
      expect(script).toContain(`booking.put("stage", "${stage}");`);
      if (index > 0) {
        const previous = bookingStages[index];
        expect(script.indexOf(`else if(stage == "${previous}")`)).toBeLessThan(
          script.indexOf(`booking.put("stage", "${stage}");`),
        );
      }
    }
  });

  it('creates the lead with every CRM field once requirements arrive, before completing', () => {
    const requirements = script.slice(script.indexOf('else if(stage == "requirements")'), script.indexOf('// stage: completed'));
    for (const field of crmLeadFields) expect(requirements).toContain(`leadMap.put("${field}", `);
    expect(requirements).toContain('zoho.crm.createRecord("Leads", leadMap);');
    expect(requirements.indexOf('createRecord')).toBeLessThan(requirements.indexOf('booking.put("stage", "completed");'));
    expect(script.match(/createRecord/g)).toHaveLength(1);
  });

  it('starts booking from the first button or a booking keyword, and offers the slot lists', () => {
    const { strings } = scanDeluge(script);
    expect(script).toContain('messageText.equalsIgnoreCase("Book Appointment")');
    expect(script).toContain('bookingKeywords = {"book", "appointment", "schedule", "visit"};');
    expect(script).toContain('serviceOptions = {"General Consultation"');
    expect(script).toContain('response.put("suggestions", serviceOptions);');
    expect(script).toContain('response.put("suggestions", timeOptions);');
    expect(strings).toContain(botTemplates.healthcare.requirementsQuestion);
  });

  it('keeps the booking in the visitor session', () => {
    expect(script).toContain('zoho.salesiq.visitorsession.get(portalName, "booking", connectionName)');
    expect(script).toContain('zoho.salesiq.visitorsession.set(portalName, {"booking": booking}, connectionName);');
  });

  it.each(Object.values(botTemplates))('is valid Deluge for the $key template', (template) => {
    const templated = messageHandler(botConfig(), template);
    expect(scanDeluge(templated).problems).toEqual([]);
    expect(templated).toContain(`equalsIgnoreCase("${template.buttons[0]}")`);
  });
});
