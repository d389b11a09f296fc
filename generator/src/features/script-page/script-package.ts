import type { BotGeneratorData } from '@salesiq/shared-data/session/bot-generator-data';
import type { BotConfig } from '../../domain/bot-config';
import { templateFor } from '../../domain/bot-templates';
import { combinedScript } from '../../domain/combined-script';
import { implementationGuideFileName, scriptFileName } from '../../domain/file-names';
import { generateBot } from '../../domain/generate-bot';
import { implementationGuide } from '../../domain/implementation-guide';

/** SPEC §9: the script page previews this many characters. */
export const previewLength = 1000;

export interface ScriptPackage {
  script: string;
  preview: string;
  scriptFileName: string;
  guide: string;
  guideFileName: string;
}

function botConfigFromSession(data: BotGeneratorData): BotConfig {
  return {
    industry: data.industry,
    industryName: data.industryDisplayName,
    companyName: data.companyName,
    primaryGoal: data.primaryGoal,
    integrations: [],
    customFields: [],
  };
}

/** The script, its preview and the implementation guide for what the generator form saved. */
export function scriptPackage(data: BotGeneratorData): ScriptPackage {
  const config = botConfigFromSession(data);
  const script = combinedScript(config, generateBot(config).scripts);
  return {
    script,
    preview: script.slice(0, previewLength),
    scriptFileName: scriptFileName(data.companyName, data.industry),
    guide: implementationGuide(config, templateFor(data.industry), { name: data.name, email: data.email }),
    guideFileName: implementationGuideFileName(data.companyName),
  };
}
