/** Names used when the visitor left a field empty (SPEC §9 "Kit defaults"). */
export const kitDefaults = { company: 'Your Company', person: 'User' } as const;

/** The sample bot's conversation stages, in order (SPEC §4). */
export const kitBotStages = ['greeting', 'name', 'email', 'phone', 'qualification', 'completed'] as const;

/** Sample deal amounts by industry key; `other` also stands for any industry not listed (SPEC §9). */
const sampleDealAmounts: Record<string, number> = {
  healthcare: 500,
  finance: 10000,
  retail: 200,
  automotive: 25000,
  'real-estate': 50000,
  travel: 2000,
  education: 15000,
  manufacturing: 5000,
  hospitality: 800,
  legal: 2500,
  fitness: 1200,
  other: 1000,
};

export function sampleDealAmount(industryKey: string): number {
  return sampleDealAmounts[industryKey] ?? 1000;
}

export interface LeadScoreIncrement {
  event: string;
  points: number;
  when: string;
}

/** Sample lead-score increments (SPEC §9). */
export const leadScoreIncrements: readonly LeadScoreIncrement[] = [
  { event: 'greeting', points: 10, when: 'the visitor answers the greeting' },
  { event: 'booking', points: 25, when: 'the visitor asks to book' },
  { event: 'pricing', points: 20, when: 'the visitor asks about pricing' },
  { event: 'fallback', points: 5, when: 'the bot hands over or answers an unknown question' },
  { event: 'slot_fill_start', points: 30, when: 'the visitor starts giving contact details' },
  { event: 'final', points: 40, when: 'the conversation is completed and the lead is created' },
];

export interface KitTarget {
  month: number;
  conversations: string;
  accuracy: string;
  conversion: string;
  roi?: string;
}

/** What a well-run bot reaches after one, three and six months (SPEC §9 "Kit targets"). */
export const kitTargets: readonly KitTarget[] = [
  { month: 1, conversations: '50+', accuracy: '70%', conversion: '30%' },
  { month: 3, conversations: '200+', accuracy: '85%', conversion: '45%', roi: '200%' },
  { month: 6, conversations: '500+', accuracy: '95%', conversion: '60%', roi: '400%' },
];
