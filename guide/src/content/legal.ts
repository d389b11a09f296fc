import type { GuideContent } from './types';

export const legal: GuideContent = {
  key: 'legal',
  displayName: 'Legal',
  title: 'AI Client Intake Playbook for Law Firms',
  expectedROI: '7x ROI in 6 months',
  introduction:
    'People look for a lawyer when something has gone wrong, and they contact the firm that responds first and makes the next step clear. This guide shows how a SalesIQ chatbot connected to Zoho CRM, Zoho Bookings, Zoho Forms and Zoho Sign screens new matters, books consultations with the right practitioner and gets engagement letters signed without delay.',
  benefits: [
    'Prospective clients describe their matter once, in a structured and confidential intake',
    'Matters are routed to the right practice area and practitioner automatically',
    'Paid or free consultations are booked directly into lawyers’ calendars',
    'Engagement letters go out for e-signature as soon as the firm accepts the matter',
  ],
  stats: [
    { value: '80%', label: 'more qualified consultations' },
    { value: '65%', label: 'faster client intake' },
    { value: '24/7', label: 'response to new enquiries' },
  ],
  useCase1: {
    name: 'Client Intake Bot',
    subtitle: 'Screen and route every new matter',
    description:
      'Asks the right questions for each practice area, collects the parties’ names for a conflict check and prepares a clear matter summary for the lawyer.',
    flow: [
      'Visitor selects the type of legal matter',
      'Bot asks practice-specific questions about the situation and urgency',
      'Bot collects the names of other parties for a conflict check',
      'Details and documents are gathered securely through Zoho Forms',
      'A matter summary is created in Zoho CRM for the right practitioner',
    ],
    integrations: ['Zoho Forms', 'Zoho CRM', 'Zoho Bookings'],
  },
  useCase2: {
    name: 'Consultation Booking Bot',
    subtitle: 'From enquiry to engagement',
    description:
      'Offers consultation times with the suitable lawyer, explains fees up front and sends the engagement letter for signature.',
    flow: [
      'Bot explains the consultation format and fee',
      'Client chooses a time with the suggested lawyer',
      'Bot confirms the appointment and what to bring',
      'After the consultation, the engagement letter is sent for e-signature',
      'The signed letter and matter are updated in Zoho CRM',
    ],
    integrations: ['Zoho Bookings', 'Zoho Sign', 'Zoho CRM'],
  },
  integrationMap: {
    chatbot: 'Screens new enquiries confidentially at any hour',
    crm: 'Holds each matter, conflict check and engagement status',
    bookings: 'Books consultations by practice area, lawyer and office',
    benefits: [
      'Lawyers only meet prospective clients whose matters the firm handles',
      'Conflict checks start before the first meeting',
      'Fee expectations are set before anyone’s time is spent',
    ],
  },
  results: [
    { value: '80%', metric: 'More qualified consultations', description: 'Only matters the firm handles reach a lawyer' },
    { value: '65%', metric: 'Faster intake', description: 'Clients are screened and booked in one conversation' },
    { value: '40%', metric: 'Faster engagement', description: 'Letters are signed electronically the same day' },
  ],
  kpis: [
    'New matters screened by the bot',
    'Consultations booked per practice area',
    'Consultation-to-engagement rate',
    'Hours from enquiry to signed engagement letter',
  ],
};
