import type { GuideContent } from './types';

export const travel: GuideContent = {
  key: 'travel',
  displayName: 'Travel',
  title: 'AI Trip Planning and Traveller Support Playbook for Travel Agencies',
  expectedROI: '3.5x ROI in 120 days',
  introduction:
    'Travellers dream and plan late at night and across time zones, and they compare several agencies before paying a deposit. This guide shows how a SalesIQ chatbot connected to Zoho CRM, Zoho Bookings, Zoho Checkout and WhatsApp Business turns trip ideas into quoted itineraries, takes deposits and supports travellers before and during their journey.',
  benefits: [
    'Enquiries from any time zone receive a tailored trip suggestion within minutes',
    'Consultations with a travel specialist are booked directly from the chat',
    'Deposits are paid securely in the conversation so quotes turn into bookings',
    'Travellers get documents, reminders and help on WhatsApp while they are away',
  ],
  stats: [
    { value: '40%', label: 'more enquiries converted to quotes' },
    { value: '24/7', label: 'support across every time zone' },
    { value: '55%', label: 'fewer "where are my documents" emails' },
  ],
  useCase1: {
    name: 'Trip Planner Bot',
    subtitle: 'From daydream to paid deposit',
    description:
      'Learns where, when and how travellers want to go, suggests matching packages and books a planning call with a specialist.',
    flow: [
      'Traveller shares a destination, dates and group size',
      'Bot asks about budget, travel style and must-do experiences',
      'Bot suggests two or three matching packages',
      'Traveller books a planning call with a destination specialist',
      'Trip request is saved in Zoho CRM and the deposit link is sent through Zoho Checkout',
    ],
    integrations: ['Zoho CRM', 'Zoho Bookings', 'Zoho Checkout'],
  },
  useCase2: {
    name: 'Traveller Support Bot',
    subtitle: 'Care before and during the trip',
    description:
      'Answers booking questions, shares itineraries and documents, and escalates urgent issues on the road to the duty consultant.',
    flow: [
      'Traveller asks about their booking on the website or WhatsApp',
      'Bot verifies the booking reference',
      'Bot shares the itinerary, vouchers and payment status',
      'Change requests are captured with new dates and preferences',
      'Urgent problems are passed to the on-call consultant with the booking in Zoho CRM',
    ],
    integrations: ['WhatsApp Business', 'Zoho CRM', 'Zoho Checkout'],
  },
  integrationMap: {
    chatbot: 'Plans trips and supports travellers on your website and WhatsApp',
    crm: 'Keeps every trip request, itinerary and payment with the traveller',
    bookings: 'Schedules planning calls with specialists by destination',
    benefits: [
      'Specialists start each call knowing the trip the traveller has in mind',
      'Final payment reminders go out automatically before the due date',
      'Repeat travellers are recognised and offered trips that suit them',
    ],
  },
  results: [
    { value: '40%', metric: 'More quotes issued', description: 'Late-night enquiries get an answer before the traveller moves on' },
    { value: '30%', metric: 'Higher deposit rate', description: 'Deposits are paid in the same conversation' },
    { value: '55%', metric: 'Fewer support emails', description: 'Documents and itineraries are always one message away' },
  ],
  kpis: [
    'Enquiry-to-deposit conversion rate',
    'Planning calls booked through the chat',
    'Average response time to traveller questions',
    'Support questions resolved without a consultant',
  ],
};
