import type { GuideContent, GuideUseCase } from './types';

/** How long each chatbot takes to build and launch (SPEC §9 "Guide timelines"). */
const useCaseTimelines = { useCase1: '2-3 weeks', useCase2: '1-2 weeks' } as const;

export interface GuideUseCaseEntry {
  useCase: GuideUseCase;
  timeline: string;
}

export function industryUseCases(content: GuideContent): [GuideUseCaseEntry, GuideUseCaseEntry] {
  return [
    { useCase: content.useCase1, timeline: useCaseTimelines.useCase1 },
    { useCase: content.useCase2, timeline: useCaseTimelines.useCase2 },
  ];
}

export interface RoadmapPhase {
  /** For example "Week 1" or "Month 2+". */
  period: string;
  name: string;
  tasks: readonly string[];
}

/** The four-phase roadmap shown on the guide page (SPEC §2, §9). */
export function pageRoadmap(content: GuideContent): RoadmapPhase[] {
  return [
    {
      period: 'Week 1',
      name: 'Setup',
      tasks: [
        'Install the SalesIQ chat widget on your website',
        'Connect Zoho CRM and Zoho Bookings',
        'Load your business hours, services and top 20 questions',
      ],
    },
    {
      period: 'Week 2',
      name: 'Customization',
      tasks: [
        `Build the ${content.useCase1.name} conversation`,
        'Match the bot’s greeting, tone and branding to your business',
        'Test every path with your team before going live',
      ],
    },
    {
      period: 'Weeks 3-4',
      name: 'Optimization',
      tasks: [
        `Launch the ${content.useCase2.name}`,
        'Review conversation transcripts and refine answers',
        'Tune lead scoring and hand-off rules for your team',
      ],
    },
    {
      period: 'Month 2+',
      name: 'Advanced',
      tasks: [
        'Add proactive chat triggers on your busiest pages',
        'Extend the bots to WhatsApp and other languages',
        'Review results against your KPIs every month',
      ],
    },
  ];
}

/** The roadmap of the downloadable guide: weeks 1, 2 and 3, then ongoing (SPEC §9). */
export function textRoadmap(content: GuideContent): RoadmapPhase[] {
  return [
    {
      period: 'Week 1',
      name: 'Setup and integrations',
      tasks: ['Install the SalesIQ widget', 'Connect Zoho CRM and Zoho Bookings', 'Load business hours, services and FAQs'],
    },
    {
      period: 'Week 2',
      name: `Build the ${content.useCase1.name}`,
      tasks: ['Configure the conversation flow', 'Set up lead capture fields in Zoho CRM', 'Test with your team'],
    },
    {
      period: 'Week 3',
      name: `Launch the ${content.useCase2.name}`,
      tasks: ['Go live on your website', 'Train your team on hand-offs', 'Review the first conversations'],
    },
    {
      period: 'Ongoing',
      name: 'Optimise and grow',
      tasks: ['Refine answers from transcripts', 'Track your KPIs monthly', 'Add channels and languages'],
    },
  ];
}
