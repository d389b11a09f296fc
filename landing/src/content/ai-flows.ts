import type { FlowStep } from '@salesiq/ui/flow-diagram';
import {
  BellRing,
  BrainCircuit,
  CalendarCheck,
  ClipboardCheck,
  CreditCard,
  Database,
  FileCheck2,
  Gauge,
  MessageSquareText,
  PackageSearch,
  ShoppingCart,
  UserCheck,
} from 'lucide-react';

export interface AiFlow {
  /** Industry key for the accent colours. */
  industry: 'healthcare' | 'finance' | 'retail';
  title: string;
  summary: string;
  steps: readonly FlowStep[];
}

/** The home page's AI use-case flow charts (SPEC §2): healthcare, finance and retail. */
export const aiFlows: readonly AiFlow[] = [
  {
    industry: 'healthcare',
    title: 'Healthcare: appointment to reminder',
    summary: 'A patient books a visit in under a minute, and your CRM and calendar update themselves.',
    steps: [
      { id: 'hc-ask', type: 'user', title: 'Patient asks', description: '“Can I see a doctor on Thursday?”', icon: MessageSquareText },
      { id: 'hc-intent', type: 'bot', title: 'Intent and urgency', description: 'AI detects a booking request and checks for urgent symptoms.', icon: BrainCircuit },
      { id: 'hc-slots', type: 'bot', title: 'Smart slot offer', description: 'Offers the best-matched doctor and free times.', icon: CalendarCheck },
      { id: 'hc-book', type: 'integration', title: 'Booking saved', description: 'Zoho Bookings reserves the slot.', icon: ClipboardCheck },
      { id: 'hc-crm', type: 'integration', title: 'Patient lead in CRM', description: 'Contact, reason and score are stored.', icon: Database },
      { id: 'hc-remind', type: 'system', title: 'Reminder sent', description: 'An automatic reminder goes out 24 hours before.', icon: BellRing },
    ],
  },
  {
    industry: 'finance',
    title: 'Finance: enquiry to qualified lead',
    summary: 'Visitors get an instant indicative quote; advisors get only qualified, scored applicants.',
    steps: [
      { id: 'fi-ask', type: 'user', title: 'Visitor asks', description: '“What rate would I get on a $25k loan?”', icon: MessageSquareText },
      { id: 'fi-profile', type: 'bot', title: 'Needs profiling', description: 'AI asks about amount, term and income in plain language.', icon: BrainCircuit },
      { id: 'fi-quote', type: 'bot', title: 'Instant quote', description: 'Calculates an indicative rate and repayment.', icon: Gauge },
      { id: 'fi-docs', type: 'user', title: 'Documents shared', description: 'The applicant uploads ID and payslips in the chat.', icon: FileCheck2 },
      { id: 'fi-crm', type: 'integration', title: 'Deal created', description: 'A scored lead and deal land in Zoho CRM.', icon: Database },
      { id: 'fi-advisor', type: 'system', title: 'Advisor handoff', description: 'The right advisor is notified with the full context.', icon: UserCheck },
    ],
  },
  {
    industry: 'retail',
    title: 'Retail: question to checkout',
    summary: 'Shoppers find the right product and check out without waiting for an agent.',
    steps: [
      { id: 'rt-ask', type: 'user', title: 'Shopper asks', description: '“Do you have waterproof trail shoes?”', icon: MessageSquareText },
      { id: 'rt-match', type: 'bot', title: 'Product match', description: 'AI reads size, style and budget and suggests products.', icon: PackageSearch },
      { id: 'rt-upsell', type: 'bot', title: 'Smart upsell', description: 'Recommends matching add-ons and live offers.', icon: ShoppingCart },
      { id: 'rt-pay', type: 'integration', title: 'Checkout', description: 'The cart and payment link are sent in the chat.', icon: CreditCard },
      { id: 'rt-crm', type: 'integration', title: 'Customer record', description: 'The order and preferences sync to the CRM.', icon: Database },
      { id: 'rt-track', type: 'system', title: 'Order updates', description: 'Shipping updates reach the shopper automatically.', icon: BellRing },
    ],
  },
];
