import type { GuideContent } from './types';

export const fitness: GuideContent = {
  key: 'fitness',
  displayName: 'Fitness',
  title: 'AI Membership Growth and Retention Playbook for Gyms and Studios',
  expectedROI: '3x ROI in 60 days',
  introduction:
    'Most people decide to join a gym on impulse, often late at night, and most cancellations start with a few missed weeks nobody noticed. This guide shows how a SalesIQ fitness coach connected to Zoho CRM, Zoho Bookings, Stripe and Zoho Campaigns converts website visitors into trial members, fills classes and brings lapsing members back before they cancel.',
  benefits: [
    'Visitors claim a free trial pass and book their first session instantly',
    'Members book and cancel classes in the chat without calling reception',
    'Memberships are paid online the moment a trial member is ready to join',
    'Members who stop visiting receive a personal check-in before they cancel',
  ],
  stats: [
    { value: '55%', label: 'higher membership conversion' },
    { value: '40%', label: 'reduced churn' },
    { value: '70%', label: 'more class bookings' },
  ],
  useCase1: {
    name: 'Trial Membership Bot',
    subtitle: 'Turn visitors into members',
    description:
      'Learns each visitor’s goals, recommends a membership, books a trial session and takes payment when they are ready to join.',
    flow: [
      'Visitor shares fitness goals and preferred training times',
      'Bot recommends classes, coaches and a membership option',
      'Visitor claims a trial pass and books a first session',
      'After the trial, the bot follows up with a joining offer',
      'Membership is paid through Stripe and the member is created in Zoho CRM',
    ],
    integrations: ['Zoho Bookings', 'Stripe', 'Zoho CRM'],
  },
  useCase2: {
    name: 'Class Booking and Retention Bot',
    subtitle: 'Fuller classes, fewer cancellations',
    description:
      'Lets members book, change and wait-list classes, and reaches out with encouragement when their attendance drops.',
    flow: [
      'Member asks for a class by type or time',
      'Bot books a spot or adds the member to the wait-list',
      'Bot sends a reminder before the class',
      'When attendance drops, the bot checks in and suggests a new routine',
      'Re-engagement results feed Zoho Campaigns and the member record in Zoho CRM',
    ],
    integrations: ['Zoho Bookings', 'Zoho Campaigns', 'Zoho CRM'],
  },
  integrationMap: {
    chatbot: 'Coaches visitors and members through trials, bookings and check-ins',
    crm: 'Tracks each member’s goals, attendance and membership status',
    bookings: 'Runs class timetables, personal training slots and wait-lists',
    benefits: [
      'Coaches know every new member’s goals before the first session',
      'Empty spots are offered to wait-listed members automatically',
      'At-risk members are spotted weeks before they cancel',
    ],
  },
  results: [
    { value: '55%', metric: 'Higher conversion', description: 'Trial members join while motivation is high' },
    { value: '40%', metric: 'Less churn', description: 'Lapsing members are re-engaged early' },
    { value: '70%', metric: 'More class bookings', description: 'Booking takes seconds in the chat' },
  ],
  kpis: [
    'Trial passes claimed per week',
    'Trial-to-membership conversion rate',
    'Class occupancy',
    'Monthly member churn',
  ],
};
