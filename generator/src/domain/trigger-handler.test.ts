import { describe, expect, it } from '@rstest/core';
import { botTemplates } from './bot-templates';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';
import { triggerHandler } from './trigger-handler';

describe('triggerHandler', () => {
  it.each(Object.values(botTemplates))('greets with the $key greeting and offers its buttons', (template) => {
    const script = triggerHandler(botConfig({ companyName: 'Acme' }), template);
    const { strings, problems } = scanDeluge(script);
    expect(problems).toEqual([]);
    expect(strings).toContain(template.greeting('Acme'));
    for (const button of template.buttons) expect(strings).toContain(button);
    expect(script).toContain('response.put("suggestions", {');
    expect(script.trimEnd().endsWith('return response;')).toBe(true);
  });

  it('names the company, industry and goal in its header and mentions the goal to the visitor', () => {
    const script = triggerHandler(botConfig(), botTemplates.healthcare);
    expect(script).toContain('// Trigger handler: Acme Health AI bot (Healthcare)');
    expect(script).toContain('// Primary goal: Automate appointment booking');
    expect(scanDeluge(script).strings.join(' ')).toContain('available 24/7 to help with: Automate appointment booking.');
  });
});
