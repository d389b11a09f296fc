import type { BotConfig } from './bot-config';
import { companyOf } from './bot-config';
import type { BotTemplate } from './bot-templates';
import type { GenericFlowStage } from './conversation-stages';
import { createLeadStatements } from './crm-lead';
import { delugeList, delugeString } from '@salesiq/shared-data/deluge/deluge-text';
import { scriptHeader } from './script-header';

type QuestionStage = Exclude<GenericFlowStage, 'completed'>;

function askStatements(stage: QuestionStage, question: string, suggestions?: string): string[] {
  return [
    `\t\tquestion = {"name": "${stage}", "replies": {${delugeString(question)}}};`,
    ...(suggestions ? [`\t\tquestion.put("suggestions", ${suggestions});`] : []),
    '\t\tresponse.put("action", "context");',
    '\t\tresponse.put("context_id", "generic_flow");',
    '\t\tresponse.put("questions", {question});',
  ];
}

/**
 * Runs the generic flow as a SalesIQ context (name → symptoms → date → email → completed):
 * each answer arrives in `answers`; when all are in, the lead is created.
 */
export function contextHandler(config: BotConfig, template: BotTemplate): string {
  const company = companyOf(config);
  const questions = template.genericFlow;
  const leadStatements = createLeadStatements(
    config,
    {
      name: 'answers.get("name").get("text")',
      email: 'answers.get("email").get("text")',
      phone: '""',
      description: 'description',
    },
    '\t\t',
  );
  const stages: [QuestionStage, string[]][] = [
    ['name', askStatements('name', questions.name)],
    ['symptoms', askStatements('symptoms', questions.symptoms)],
    ['date', askStatements('date', questions.date, template.timeSlots.variable)],
    ['email', askStatements('email', questions.email)],
  ];
  return [
    scriptHeader(config, 'Context handler', 'Generic flow: name -> symptoms -> date -> email -> completed.'),
    `${template.timeSlots.variable} = ${delugeList(template.timeSlots.values)};`,
    'response = Map();',
    'if(context_id == "generic_flow")',
    '{',
    ...stages.flatMap(([stage, statements], index) => [
      `\t// stage: ${stage}`,
      `\t${index === 0 ? 'if' : 'else if'}(!answers.containsKey("${stage}"))`,
      '\t{',
      ...statements,
      '\t}',
    ]),
    '\t// stage: completed (the lead is created here)',
    '\telse',
    '\t{',
    `\t\tdescription = ${delugeString(`Enquiry via the ${company} AI bot. Details: `)} + answers.get("symptoms").get("text") + ". Preferred date: " + answers.get("date").get("text");`,
    leadStatements,
    '\t\tresponse.put("action", "end");',
    `\t\tresponse.put("replies", {"Thank you, " + answers.get("name").get("text") + "! " + ${delugeString(`The ${company} team will confirm by email within 24 hours.`)}});`,
    '\t}',
    '}',
    'return response;',
    '',
  ].join('\n');
}
