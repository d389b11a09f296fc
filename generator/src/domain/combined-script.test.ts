import { describe, expect, it } from '@rstest/core';
import { combinedScript } from './combined-script';
import { generateBot } from './generate-bot';
import { botConfig } from './testing/bot-config-fixture';
import { scanDeluge } from '@salesiq/shared-data/testing/deluge-syntax';

describe('combinedScript', () => {
  const config = botConfig({ companyName: 'Acme Health', primaryGoal: 'Reduce no-shows' });
  const bot = generateBot(config);
  const script = combinedScript(config, bot.scripts);

  it('opens with the company, industry and goal', () => {
    expect(script.split('\n').slice(0, 2)).toEqual([
      '// Acme Health AI bot for Zoho SalesIQ (Healthcare)',
      '// Primary goal: Reduce no-shows',
    ]);
  });

  it('holds the four handlers in order under numbered banners', () => {
    const banners = [...script.matchAll(/^\/\/ -+ (\d)\. (\w+) HANDLER -+$/gm)].map((match) => `${match[1]} ${match[2]}`);
    expect(banners).toEqual(['1 TRIGGER', '2 MESSAGE', '3 CONTEXT', '4 FAILURE']);
    for (const handler of Object.values(bot.scripts)) expect(script).toContain(handler);
    expect(script).toContain('zoho.crm.createRecord("Leads", leadMap)');
  });

  it('is longer than the 1000-character preview and valid Deluge', () => {
    expect(script.length).toBeGreaterThan(1000);
    expect(scanDeluge(script).problems).toEqual([]);
  });
});
