import { describe, expect, it } from '@rstest/core';
import { botTemplates } from './bot-templates';
import { contextHandler } from './context-handler';
import { genericFlowStages } from './conversation-stages';
import { crmLeadFields } from './crm-lead';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';

describe('contextHandler', () => {
  const script = contextHandler(botConfig(), botTemplates.healthcare);

  it('asks name, symptoms, date and email in order, then completes', () => {
    expect(genericFlowStages).toEqual(['name', 'symptoms', 'date', 'email', 'completed']);
    const markers = [...script.matchAll(/^\t\/\/ stage: (\w+)/gm)].map((match) => match[1]);
    expect(markers).toEqual([...genericFlowStages]);
    const questions = [...script.matchAll(/question = \{"name": "(\w+)"/g)].map((match) => match[1]);
    expect(questions).toEqual(['name', 'symptoms', 'date', 'email']);
  });

  it('asks each question in the template words and offers the time slots for the date', () => {
    const { strings } = scanDeluge(script);
    for (const question of Object.values(botTemplates.healthcare.genericFlow)) expect(strings).toContain(question);
    expect(script).toContain('question.put("suggestions", timeOptions);');
  });

  it('creates the lead with every CRM field when all answers are in', () => {
    const completed = script.slice(script.indexOf('// stage: completed'));
    for (const field of crmLeadFields) expect(completed).toContain(`leadMap.put("${field}", `);
    expect(completed).toContain('zoho.crm.createRecord("Leads", leadMap);');
    expect(completed).toContain('leadMap.put("Email", answers.get("email").get("text"));');
  });

  it.each(Object.values(botTemplates))('is valid Deluge for the $key template', (template) => {
    expect(scanDeluge(contextHandler(botConfig(), template)).problems).toEqual([]);
  });
});
