import { contact } from '@salesiq/shared-data/contact';
import type { GuideFormData } from '@salesiq/shared-data/session/guide-form-data';
import { businessApps } from '../content/guide-content';
import { textRoadmap, industryUseCases } from '../content/roadmap';
import type { GuideContent } from '../content/types';

const rule = '='.repeat(60);
const thinRule = '-'.repeat(60);

/** `SalesIQ-{industry}-Guide-{company with spaces turned into hyphens}.txt` (SPEC §7). */
export function guideFileName(industryKey: string, company: string): string {
  return `SalesIQ-${industryKey}-Guide-${company.trim().replace(/ /g, '-')}.txt`;
}

/** The guide's date line, for example "14 March 2025". */
export function formatGuideDate(date: Date): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

function heading(title: string): string[] {
  return ['', title.toUpperCase(), thinRule];
}

export interface GuideTextInput {
  visitor: Pick<GuideFormData, 'name' | 'company' | 'email'>;
  content: GuideContent;
  date: Date;
}

/** The downloadable personalised guide: visitor, date, industry content, contact block and roadmap (SPEC §7). */
export function guideText({ visitor, content, date }: GuideTextInput): string {
  const lines = [
    rule,
    'SALESIQ PERSONALIZED IMPLEMENTATION GUIDE',
    content.title,
    rule,
    '',
    `Prepared for: ${visitor.name}`,
    `Company: ${visitor.company}`,
    `Email: ${visitor.email}`,
    `Industry: ${content.displayName}`,
    `Date: ${formatGuideDate(date)}`,
    '',
    'AT A GLANCE',
    `- Chatbots: 2 (${content.useCase1.name}, ${content.useCase2.name})`,
    `- Business apps: ${businessApps(content).length} (${businessApps(content).join(', ')})`,
    `- Expected ROI: ${content.expectedROI}`,
    ...heading('Introduction'),
    content.introduction,
    ...heading('Key benefits'),
    ...content.benefits.map((benefit) => `- ${benefit}`),
    ...heading(`${content.displayName} by the numbers`),
    ...content.stats.map((stat) => `- ${stat.value} ${stat.label}`),
    ...industryUseCases(content).flatMap(({ useCase, timeline }, index) => [
      ...heading(`Chatbot use case ${index + 1}: ${useCase.name}`),
      useCase.subtitle,
      useCase.description,
      '',
      'Conversation flow:',
      ...useCase.flow.map((step, stepIndex) => `  ${stepIndex + 1}. ${step}`),
      '',
      `Integrations: ${useCase.integrations.join(', ')}`,
      `Timeline: ${timeline}`,
    ]),
    ...heading('Integration map'),
    `SalesIQ Chatbot: ${content.integrationMap.chatbot}`,
    `Zoho CRM: ${content.integrationMap.crm}`,
    `Zoho Bookings: ${content.integrationMap.bookings}`,
    '',
    ...content.integrationMap.benefits.map((benefit) => `- ${benefit}`),
    ...heading('Expected results'),
    ...content.results.map((result) => `- ${result.value} ${result.metric}: ${result.description}`),
    '',
    'KPIs to track:',
    ...content.kpis.map((kpi) => `- ${kpi}`),
    ...heading('Implementation roadmap'),
    ...textRoadmap(content).flatMap((phase) => [`${phase.period}: ${phase.name}`, ...phase.tasks.map((task) => `  - ${task}`)]),
    ...heading('Contact'),
    contact.company,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone}`,
    `Location: ${contact.location}`,
    `Website: ${contact.website}`,
    `Book your free consultation: ${contact.bookingUrl}`,
    '',
    rule,
    `Prepared for ${visitor.company} by ${contact.company}.`,
    rule,
    '',
  ];
  return lines.join('\n');
}
