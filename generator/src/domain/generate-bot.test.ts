import { describe, expect, it } from '@rstest/core';
import { handlerNames } from './bot-config';
import { botTemplates } from './bot-templates';
import { combinedScript } from './combined-script';
import { generateBot } from './generate-bot';
import { hostileTexts } from '@salesiq/shared-data/testing/hostile-texts';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';

describe('generateBot', () => {
  it('returns the four handlers, flowchart, blueprint, industry and company', () => {
    const bot = generateBot(botConfig({ industry: 'finance', industryName: 'Finance', companyName: '  Acme Bank ' }));
    expect(Object.keys(bot.scripts)).toEqual([...handlerNames]);
    expect(handlerNames).toEqual(['trigger', 'message', 'context', 'failure']);
    expect(bot.industry).toBe('finance');
    expect(bot.company).toBe('Acme Bank');
    expect(bot.scripts.trigger).toContain(botTemplates.finance.buttons[0]);
    expect(bot.flowchart).toContain('AI BOT FLOWCHART: Acme Bank (Finance)');
    expect(bot.blueprint).toContain('AI SALESIQ BOT BLUEPRINT');
  });

  it('uses the healthcare template for industries without their own, keeping their name', () => {
    const bot = generateBot(botConfig({ industry: 'retail', industryName: 'Retail' }));
    expect(bot.scripts.trigger).toContain(botTemplates.healthcare.buttons[0]);
    expect(bot.scripts.message).toContain('leadMap.put("Industry", "Retail");');
    expect(bot.blueprint).toContain('Template: healthcare');
  });

  describe.each(hostileTexts)('with the hostile company name and goal %j', (text) => {
    const bot = generateBot(botConfig({ companyName: text, primaryGoal: text }));
    const expected = text.trim().replace(/\r\n|[\r\u2028\u2029]/g, '\n');

    it.each(handlerNames)('keeps the %s handler valid and the text intact', (handler) => {
      const { strings, problems } = scanDeluge(bot.scripts[handler]);
      expect(problems).toEqual([]);
      if (handler === 'message' || handler === 'context') {
        expect(strings).toContain(expected);
        expect(strings.filter((value) => value === expected)).toHaveLength(2);
      }
      for (const line of bot.scripts[handler].split('\n').filter((line) => line.startsWith('//'))) {
        expect(line).not.toMatch(/[\r\u2028\u2029]/);
      }
    });

    it('keeps the combined script valid', () => {
      expect(scanDeluge(combinedScript(botConfig({ companyName: text }), bot.scripts)).problems).toEqual([]);
    });
  });
});
