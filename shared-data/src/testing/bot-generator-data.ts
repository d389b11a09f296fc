import type { BotGeneratorData } from '../session/bot-generator-data';

/** The generator's session data of one visitor, for tests of the generator's flow and pages. */
export const acmeHealthGeneratorData: Readonly<BotGeneratorData> = Object.freeze({
  companyName: 'Acme Health',
  industry: 'healthcare',
  industryDisplayName: 'Healthcare',
  primaryGoal: 'Automate appointment booking',
  name: 'Jo Smith',
  email: 'jo@acme.test',
});
