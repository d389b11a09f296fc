import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createBotGeneration } from '@salesiq/shared-data/operations/create-bot-generation';
import { createLead } from '@salesiq/shared-data/operations/create-lead';
import { type BotGenerationRequest, botGeneratorLeadSource, saveBotGeneration } from './save-bot-generation';

rs.mock('@salesiq/shared-data/operations/create-bot-generation', () => ({
  createBotGeneration: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/operations/create-lead', () => ({
  createLead: rs.fn(() => Promise.resolve('stored')),
}));

const request: BotGenerationRequest = {
  industryKey: 'healthcare',
  industryDisplayName: 'Healthcare',
  form: { companyName: ' Acme Health ', name: ' Jo Smith ', email: ' jo@acme.test ', primaryGoal: 'Automate appointment booking' },
};

describe('saveBotGeneration', () => {
  beforeEach(() => {
    rs.mocked(createBotGeneration).mockClear();
    rs.mocked(createLead).mockClear();
  });

  it('records the bot generation, then the lead', async () => {
    await saveBotGeneration(request);
    expect(createBotGeneration).toHaveBeenCalledWith({
      name: 'Jo Smith',
      email: 'jo@acme.test',
      company_name: 'Acme Health',
      industry: 'healthcare',
      primary_goal: 'Automate appointment booking',
    });
    expect(createLead).toHaveBeenCalledWith({
      name: 'Jo Smith',
      email: 'jo@acme.test',
      company: 'Acme Health',
      industry: 'healthcare',
      lead_source: 'healthcare_bot_generator',
      lead_type: 'bot_generation',
      message: 'Generated a custom Healthcare AI bot script. Primary goal: Automate appointment booking',
    });
    const generationOrder = rs.mocked(createBotGeneration).mock.invocationCallOrder[0] ?? Infinity;
    const leadOrder = rs.mocked(createLead).mock.invocationCallOrder[0] ?? -Infinity;
    expect(generationOrder).toBeLessThan(leadOrder);
  });

  it('queues both before either delivery attempt ends', () => {
    rs.mocked(createBotGeneration).mockReturnValueOnce(new Promise(() => {}));
    void saveBotGeneration(request);
    expect(createBotGeneration).toHaveBeenCalledTimes(1);
    expect(createLead).toHaveBeenCalledTimes(1);
  });

  it('answers stored when both were stored', async () => {
    expect(await saveBotGeneration(request)).toBe('stored');
  });

  it('answers queued when a record stays queued, refused when the data service refused one', async () => {
    rs.mocked(createBotGeneration).mockResolvedValueOnce('queued');
    expect(await saveBotGeneration(request)).toBe('queued');
    rs.mocked(createLead).mockResolvedValueOnce('refused');
    expect(await saveBotGeneration(request)).toBe('refused');
  });
});

describe('botGeneratorLeadSource', () => {
  it.each([
    ['healthcare', 'healthcare_bot_generator'],
    ['retail', 'retail_bot_generator'],
    ['real-estate', 'real_estate_bot_generator'],
    ['food-beverage', 'food_beverage_bot_generator'],
    ['Other Thing', 'other_thing_bot_generator'],
  ])('%s → %s', (key, source) => {
    expect(botGeneratorLeadSource(key)).toBe(source);
  });
});
