import type { LucideIcon } from 'lucide-react';
import { GraduationCap, HeartPulse, House, Landmark, Plane, ShoppingCart } from 'lucide-react';
import type { MockChatLine } from '../shared/mock-chat-line';

export interface IndustryDetail {
  /** The industry key: accent colours and the lead-magnet preselect. */
  key: 'healthcare' | 'finance' | 'retail' | 'real-estate' | 'travel' | 'education';
  /** Card title; the button reads "Get AI {title} Bot". */
  title: string;
  icon: LucideIcon;
  description: string;
  /** Six steps, in order. */
  flow: readonly [string, string, string, string, string, string];
  benefits: readonly [string, string, string];
  botName: string;
  chat: readonly MockChatLine[];
}

/** The six industry detail cards of the home page (SPEC §2 "Industry details"). */
export const industryDetails: readonly IndustryDetail[] = [
  {
    key: 'healthcare',
    title: 'Healthcare',
    icon: HeartPulse,
    description: 'Schedule appointments, pre-screen symptoms and answer patient questions around the clock, without tying up your front desk.',
    flow: ['Patient greeting', 'Symptom check', 'Doctor match', 'Slot booking', 'Health fund capture', 'Reminder sent'],
    benefits: ['70% fewer booking calls', 'After-hours bookings captured', 'Intake done before the visit'],
    botName: 'Clinic Assistant',
    chat: [
      { from: 'user', text: 'I need a check-up next week.' },
      { from: 'bot', text: 'Tuesday 10:00 or Thursday 2:30 with Dr. Patel?' },
      { from: 'user', text: 'Thursday works.' },
      { from: 'bot', text: 'Booked. A reminder arrives the day before.' },
    ],
  },
  {
    key: 'finance',
    title: 'Finance',
    icon: Landmark,
    description: 'Pre-qualify loan applicants, answer product questions and route high-value prospects to an advisor in seconds.',
    flow: ['Visitor greeting', 'Goal discovery', 'Eligibility check', 'Instant quote', 'Document upload', 'Advisor handoff'],
    benefits: ['85% faster pre-qualification', '50% more completed applications', 'Every lead scored in the CRM'],
    botName: 'Finance Advisor',
    chat: [
      { from: 'user', text: 'What rate could I get on a car loan?' },
      { from: 'bot', text: 'From 6.9% APR. How much would you like to borrow?' },
      { from: 'user', text: 'About $25,000.' },
      { from: 'bot', text: 'Around $494 a month over 5 years. Call with an advisor?' },
    ],
  },
  {
    key: 'retail',
    title: 'Retail/E-commerce',
    icon: ShoppingCart,
    description: 'Guide shoppers to the right product, recover abandoned carts and handle order tracking and returns automatically.',
    flow: ['Shopper greeting', 'Need discovery', 'Product match', 'Cart assist', 'Checkout help', 'Order updates'],
    benefits: ['35% higher conversion', '60% fewer “where is my order” tickets', 'Upsells in every chat'],
    botName: 'Shopping Assistant',
    chat: [
      { from: 'user', text: 'Where is my order #4821?' },
      { from: 'bot', text: 'It left our warehouse today and arrives Friday.' },
      { from: 'user', text: 'Great, thanks!' },
      { from: 'bot', text: 'You might like the matching socks, 20% off today.' },
    ],
  },
  {
    key: 'real-estate',
    title: 'Real Estate',
    icon: House,
    description: 'Qualify buyers and renters by budget and area, share matching listings and book viewings straight into agents\u2019 calendars.',
    flow: ['Visitor greeting', 'Buy, sell or rent', 'Budget and area', 'Listing match', 'Viewing booking', 'Agent follow-up'],
    benefits: ['3x more viewings booked', 'Only qualified buyers reach agents', 'Listings shared 24/7'],
    botName: 'Property Assistant',
    chat: [
      { from: 'user', text: 'Looking for a 3-bed house under $750k.' },
      { from: 'bot', text: 'I have 12 matches in your area. Which suburb?' },
      { from: 'user', text: 'Near the harbour.' },
      { from: 'bot', text: 'Four homes there. Book a Saturday viewing?' },
    ],
  },
  {
    key: 'travel',
    title: 'Travel',
    icon: Plane,
    description: 'Plan trips, compare packages and answer booking questions in 25+ languages, whatever the time zone.',
    flow: ['Traveller greeting', 'Destination and dates', 'Package match', 'Add-ons', 'Booking', 'Trip reminders'],
    benefits: ['40% more package bookings', 'Support in 25+ languages', 'Itinerary changes handled instantly'],
    botName: 'Travel Assistant',
    chat: [
      { from: 'user', text: 'A week in Bali in July for two?' },
      { from: 'bot', text: 'Three packages from $1,890 each, flights included.' },
      { from: 'user', text: 'Show me the beach one.' },
      { from: 'bot', text: 'Seminyak, 7 nights, breakfast included. Hold it?' },
    ],
  },
  {
    key: 'education',
    title: 'Education',
    icon: GraduationCap,
    description: 'Answer admissions questions, recommend programs and book campus tours or advisor calls for prospective students.',
    flow: ['Student greeting', 'Interest discovery', 'Program match', 'Entry requirements', 'Tour booking', 'Application nudge'],
    benefits: ['45% more enquiries converted', 'Admissions questions answered instantly', 'Tours booked automatically'],
    botName: 'Admissions Assistant',
    chat: [
      { from: 'user', text: 'Do you offer part-time data science?' },
      { from: 'bot', text: 'Yes, a 2-year evening program. Intake in February.' },
      { from: 'user', text: 'What do I need to apply?' },
      { from: 'bot', text: 'A bachelor\u2019s degree. Book an advisor call this week?' },
    ],
  },
];
