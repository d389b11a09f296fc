import type { LucideIcon } from 'lucide-react';
import { House, ShoppingBag, Stethoscope } from 'lucide-react';
import type { MockChatLine } from '../shared/mock-chat-line';

export interface HeroChat {
  id: 'health' | 'shopping' | 'property';
  /** Industry key for the accent colours. */
  industry: string;
  label: string;
  business: string;
  icon: LucideIcon;
  lines: readonly MockChatLine[];
  outcome: string;
}

/** The hero's three sample chat cards (SPEC §2): health, shopping, property. Names and prices are illustrative. */
export const heroChats: readonly HeroChat[] = [
  {
    id: 'health',
    industry: 'healthcare',
    label: 'Health',
    business: 'Riverside Family Clinic',
    icon: Stethoscope,
    lines: [
      { from: 'user', text: 'Can I see a doctor this week?' },
      { from: 'bot', text: 'Dr. Patel is free Thursday at 2:30 PM. Shall I book it?' },
      { from: 'user', text: 'Yes, please.' },
    ],
    outcome: 'Appointment booked',
  },
  {
    id: 'shopping',
    industry: 'retail',
    label: 'Shopping',
    business: 'Northline Outfitters',
    icon: ShoppingBag,
    lines: [
      { from: 'user', text: 'Do you have the trail runners in size 9?' },
      { from: 'bot', text: 'Yes, three pairs left. Add them with free express shipping?' },
    ],
    outcome: 'Order placed',
  },
  {
    id: 'property',
    industry: 'real-estate',
    label: 'Property',
    business: 'Harbour Realty',
    icon: House,
    lines: [
      { from: 'user', text: 'Any 3-bedroom homes under $750k nearby?' },
      { from: 'bot', text: 'I found 12 matches. Want a viewing on Saturday morning?' },
    ],
    outcome: 'Viewing scheduled',
  },
];

export const heroStats = [
  { value: '20+', label: 'industries' },
  { value: '10,000+', label: 'businesses' },
  { value: '99.7%', label: 'intent accuracy' },
  { value: '25+', label: 'languages' },
] as const;
