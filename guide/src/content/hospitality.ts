import type { GuideContent } from './types';

export const hospitality: GuideContent = {
  key: 'hospitality',
  displayName: 'Hospitality',
  title: 'AI Direct Booking and Guest Experience Playbook for Hotels',
  expectedROI: '4.5x ROI in 90 days',
  introduction:
    'Every booking that comes through an online travel agency costs a commission, and every unanswered question on your own website sends guests back to it. This guide shows how a SalesIQ concierge connected to your Cloudbeds property system, Zoho CRM, Zoho Bookings and WhatsApp Business wins more direct bookings and looks after guests from enquiry to check-out.',
  benefits: [
    'Guests get instant answers on rooms, rates and availability on your own website',
    'More stays are booked direct, saving commission on every reservation',
    'Spa, dining and tour experiences are booked before guests arrive',
    'Guest requests during the stay reach the right team in seconds',
  ],
  stats: [
    { value: '65%', label: 'more direct bookings' },
    { value: '40%', label: 'higher guest satisfaction' },
    { value: '50%', label: 'reduced front desk load' },
  ],
  useCase1: {
    name: 'Direct Booking Concierge Bot',
    subtitle: 'Book direct, skip the commission',
    description:
      'Answers questions about rooms, facilities and local attractions, shows live availability and takes the reservation on your own website.',
    flow: [
      'Guest asks about dates, rooms or facilities',
      'Bot shows available rooms and best direct rates from Cloudbeds',
      'Bot highlights direct-booking perks such as late check-out',
      'Guest completes the reservation in the chat',
      'Guest profile and preferences are saved in Zoho CRM',
    ],
    integrations: ['Cloudbeds', 'Zoho CRM', 'Zoho Bookings'],
  },
  useCase2: {
    name: 'Guest Services Bot',
    subtitle: 'A concierge in every guest’s pocket',
    description:
      'Handles pre-arrival questions, books experiences and takes in-stay requests over WhatsApp, passing them to housekeeping or the front desk.',
    flow: [
      'Guest receives a welcome message on WhatsApp before arrival',
      'Bot answers questions about parking, check-in and transfers',
      'Guest books spa, dining or tours through Zoho Bookings',
      'During the stay, requests like extra towels go straight to the right team',
      'A feedback request is sent at check-out and logged in Zoho CRM',
    ],
    integrations: ['WhatsApp Business', 'Zoho Bookings', 'Zoho CRM'],
  },
  integrationMap: {
    chatbot: 'Answers guests on your website and WhatsApp before and during their stay',
    crm: 'Remembers each guest’s preferences, stays and feedback',
    bookings: 'Takes reservations for spa treatments, restaurant tables and tours',
    benefits: [
      'Returning guests are greeted with their preferences already known',
      'Experience bookings raise revenue per stay',
      'Front desk staff spend more time with guests in the lobby',
    ],
  },
  results: [
    { value: '65%', metric: 'More direct bookings', description: 'Guests book on your site instead of an agency' },
    { value: '40%', metric: 'Higher satisfaction', description: 'Requests are answered in seconds, day or night' },
    { value: '50%', metric: 'Lighter front desk', description: 'Routine questions are handled by the concierge bot' },
  ],
  kpis: [
    'Share of reservations booked direct',
    'Commission saved per month',
    'Experiences booked per stay',
    'Guest satisfaction score at check-out',
  ],
};
