import type { GuideContent } from './types';

export const realEstate: GuideContent = {
  key: 'real-estate',
  displayName: 'Real Estate',
  title: 'AI Buyer and Vendor Lead Playbook for Real Estate Agencies',
  expectedROI: '8x ROI in 6 months',
  introduction:
    'Property enquiries peak on weekend evenings, exactly when agents are at open homes or with family. A buyer who waits until Monday for a reply has often found another property. This guide shows how a SalesIQ chatbot connected to your listings, Zoho CRM and Zoho Bookings answers property questions instantly, books inspections and turns curious homeowners into appraisal appointments.',
  benefits: [
    'Buyers get price guides, inspection times and property details the moment they ask',
    'Private inspections are booked into the listing agent’s calendar automatically',
    'Homeowners asking about value are captured as vendor leads with a booked appraisal',
    'Every buyer’s budget, suburbs and must-haves are stored for matching new listings',
  ],
  stats: [
    { value: '3x', label: 'more inspection bookings outside business hours' },
    { value: '45%', label: 'of enquiries qualified before an agent calls' },
    { value: '25%', label: 'more appraisal appointments from the website' },
  ],
  useCase1: {
    name: 'Property Enquiry and Inspection Bot',
    subtitle: 'Book inspections while interest is high',
    description:
      'Answers questions about a listing, qualifies the buyer’s finance and timeline, and books a private inspection or registers them for the open home.',
    flow: [
      'Buyer asks about a listing they are viewing',
      'Bot shares the price guide, features and open home times from the listings database',
      'Bot asks about finance approval, budget and timeline',
      'Buyer books a private inspection with the listing agent',
      'Buyer profile and inspection are logged in Zoho CRM for follow-up',
    ],
    integrations: ['Zoho Creator listings', 'Zoho Bookings', 'Zoho CRM'],
  },
  useCase2: {
    name: 'Appraisal Request Bot',
    subtitle: 'Win more listings',
    description:
      'Engages homeowners curious about their property’s value, gathers property details and books an in-person appraisal with the area specialist.',
    flow: [
      'Homeowner asks "What is my home worth?"',
      'Bot collects the address, property type and recent improvements',
      'Bot shares recent nearby sales to build trust',
      'Homeowner books an appraisal with the local agent',
      'Vendor lead is created in Zoho CRM and the agency agreement is prepared in Zoho Sign',
    ],
    integrations: ['Zoho Bookings', 'Zoho CRM', 'Zoho Sign'],
  },
  integrationMap: {
    chatbot: 'Answers listing questions and qualifies buyers and vendors day and night',
    crm: 'Holds buyer budgets, suburbs and vendor timelines for every agent',
    bookings: 'Keeps inspection and appraisal slots in each agent’s calendar',
    benefits: [
      'New listings are matched to buyers who asked for them',
      'Agents arrive at appraisals knowing the property and the owner’s plans',
      'No enquiry is lost between portals, the website and the office phone',
    ],
  },
  results: [
    { value: '3x', metric: 'More inspections booked', description: 'Weekend and evening enquiries become appointments' },
    { value: '45%', metric: 'Pre-qualified buyers', description: 'Agents call buyers whose finance is known' },
    { value: '25%', metric: 'More appraisals', description: 'Homeowners book a valuation from the chat' },
  ],
  kpis: [
    'Inspections booked through the chat',
    'Buyer enquiries answered within one minute',
    'Appraisal appointments per month',
    'Listings won from chat appraisals',
  ],
};
