import type { GuideContent } from './types';

export const finance: GuideContent = {
  key: 'finance',
  displayName: 'Finance',
  title: 'AI Client Onboarding Playbook for Lenders and Advisers',
  expectedROI: '6x ROI in 180 days',
  introduction:
    'Financial decisions start with questions people hesitate to ask on the phone: how much can I borrow, what will it cost, what do I need to apply? This guide shows how a SalesIQ chatbot connected to Zoho CRM, Zoho Bookings, Zoho Sign and Zoho WorkDrive pre-qualifies applicants, collects documents securely and books adviser meetings, while keeping a compliant record of every conversation.',
  benefits: [
    'Applicants get indicative borrowing and repayment figures in minutes, not days',
    'Documents are requested and collected securely instead of by email attachment',
    'Advisers meet clients who are already qualified and prepared',
    'Every disclosure and consent is timestamped in the client record for compliance',
  ],
  stats: [
    { value: '85%', label: 'of applicants pre-qualified by the bot' },
    { value: '50%', label: 'shorter time from enquiry to application' },
    { value: '95%', label: 'of routine account questions answered instantly' },
  ],
  useCase1: {
    name: 'Loan Application Bot',
    subtitle: 'Pre-qualify and collect documents',
    description:
      'Walks applicants through eligibility, gives an indicative rate and borrowing amount, and gathers the documents a lender needs to assess the loan.',
    flow: [
      'Applicant chooses the loan type and amount',
      'Bot asks about income, expenses and employment',
      'Bot shows an indicative borrowing range and repayment',
      'Applicant uploads payslips and identification to a secure folder',
      'Application is created in Zoho CRM and the disclosure is sent for e-signature',
    ],
    integrations: ['Zoho CRM', 'Zoho WorkDrive', 'Zoho Sign'],
  },
  useCase2: {
    name: 'Investment Advisory Bot',
    subtitle: 'Book qualified adviser meetings',
    description:
      'Profiles goals and risk appetite with a short questionnaire, explains the services on offer and books a meeting with a licensed adviser.',
    flow: [
      'Visitor asks about investing, retirement or insurance',
      'Bot runs a short goals and risk-profile questionnaire',
      'Bot explains matching services and fees in plain language',
      'Visitor books a meeting with an adviser in Zoho Bookings',
      'Profile answers and the engagement letter are ready in Zoho CRM before the meeting',
    ],
    integrations: ['Zoho Bookings', 'Zoho CRM', 'Zoho Sign'],
  },
  integrationMap: {
    chatbot: 'Pre-qualifies applicants and answers product questions with approved wording',
    crm: 'Tracks each application stage, document and consent with a full audit trail',
    bookings: 'Books meetings with licensed advisers by specialty and location',
    benefits: [
      'Loan officers work from complete applications instead of chasing paperwork',
      'Compliance teams can review every disclosure the client received',
      'Advisers open each meeting with the client’s goals already known',
    ],
  },
  results: [
    { value: '85%', metric: 'Pre-qualified applicants', description: 'Only suitable applications reach the credit team' },
    { value: '50%', metric: 'Faster applications', description: 'Documents arrive complete the first time' },
    { value: '30%', metric: 'More adviser meetings', description: 'Website visitors book instead of just browsing' },
  ],
  kpis: [
    'Applications started and completed in the chat',
    'Days from first enquiry to submitted application',
    'Adviser meetings booked per month',
    'Documents received complete on first request',
  ],
};
