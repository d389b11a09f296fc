import type { LucideIcon } from 'lucide-react';
import { BrainCircuit, Gauge, Languages, Smile, Target, TrendingUp } from 'lucide-react';

export interface AiCapability {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const aiCapabilities: readonly AiCapability[] = [
  { title: 'Natural language understanding', description: 'Understands what visitors mean, typos and slang included.', icon: BrainCircuit },
  { title: 'Intent detection', description: 'Tells a booking from a pricing question or a complaint, and routes each.', icon: Target },
  { title: 'Sentiment awareness', description: 'Spots frustration early and hands over to a person with the full context.', icon: Smile },
  { title: 'Multilingual replies', description: 'Answers in 25+ languages, in the visitor\u2019s own words.', icon: Languages },
  { title: 'Smart lead scoring', description: 'Scores every conversation so your team calls the hottest leads first.', icon: Gauge },
  { title: 'Continuous learning', description: 'Gets better every week from real conversations and your feedback.', icon: TrendingUp },
];

export const aiStats = [
  { value: '99.7%', label: 'intent accuracy' },
  { value: '60%', label: 'faster responses' },
  { value: '40%', label: 'more leads' },
  { value: '85%', label: 'fewer repeat questions' },
] as const;
