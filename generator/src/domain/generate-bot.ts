import type { BotConfig, GeneratedBot } from './bot-config';
import { companyOf } from './bot-config';
import { templateFor } from './bot-templates';
import { blueprint } from './blueprint';
import { contextHandler } from './context-handler';
import { failureHandler } from './failure-handler';
import { flowchart } from './flowchart';
import { messageHandler } from './message-handler';
import { triggerHandler } from './trigger-handler';

/** Everything the generators offer for one bot: the four handlers, the flowchart and the blueprint. */
export function generateBot(config: BotConfig): GeneratedBot {
  const template = templateFor(config.industry);
  return {
    industry: config.industry,
    company: companyOf(config),
    scripts: {
      trigger: triggerHandler(config, template),
      message: messageHandler(config, template),
      context: contextHandler(config, template),
      failure: failureHandler(config, template),
    },
    flowchart: flowchart(config, template),
    blueprint: blueprint(config, template),
  };
}
