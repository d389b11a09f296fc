import type { GuideContent } from './types';

export const manufacturing: GuideContent = {
  key: 'manufacturing',
  displayName: 'Manufacturing',
  title: 'AI Quote Request and Distributor Support Playbook for Manufacturers',
  expectedROI: '5x ROI in 9 months',
  introduction:
    'B2B buyers expect the same instant answers they get as consumers: specifications, lead times, minimum order quantities and a quote without waiting days for a sales engineer. This guide shows how a SalesIQ chatbot connected to Zoho Inventory, Zoho CRM, Zoho Bookings and Zoho Desk qualifies requests for quotes, answers product questions and supports distributors and warranty claims.',
  benefits: [
    'Buyers get specifications, stock levels and lead times straight from your product data',
    'Requests for quotes arrive complete with quantities, materials and delivery dates',
    'Technical calls with sales engineers are booked only for qualified projects',
    'Distributor and warranty questions are answered or ticketed with the right details',
  ],
  stats: [
    { value: '45%', label: 'faster quote turnaround' },
    { value: '60%', label: 'of product questions answered without an engineer' },
    { value: '2x', label: 'more complete requests for quotes' },
  ],
  useCase1: {
    name: 'Quote Request Bot',
    subtitle: 'Complete RFQs, ready to price',
    description:
      'Guides buyers through product selection, captures quantities and specifications, and books a call with a sales engineer for custom work.',
    flow: [
      'Buyer describes the part, material or product line needed',
      'Bot checks stock and standard lead times in Zoho Inventory',
      'Bot collects quantities, tolerances, delivery location and deadline',
      'Buyer books a technical call with a sales engineer for custom orders',
      'A quote request with every detail is created in Zoho CRM',
    ],
    integrations: ['Zoho Inventory', 'Zoho CRM', 'Zoho Bookings'],
  },
  useCase2: {
    name: 'Distributor and Warranty Support Bot',
    subtitle: 'Support partners around the clock',
    description:
      'Answers order status, stock and documentation questions for distributors and opens warranty claims with serial numbers and photos.',
    flow: [
      'Distributor or customer signs in with an account number',
      'Bot shares order status, stock and shipping documents',
      'For a fault, the bot collects the serial number, photos and description',
      'Bot checks warranty coverage and explains the next step',
      'A claim ticket is opened in Zoho Desk and linked to the account in Zoho CRM',
    ],
    integrations: ['Zoho Desk', 'Zoho CRM', 'Zoho Inventory'],
  },
  integrationMap: {
    chatbot: 'Answers specification, stock and warranty questions for buyers and distributors',
    crm: 'Tracks every quote request, account and opportunity through the sales pipeline',
    bookings: 'Books technical calls and plant visits with sales engineers',
    benefits: [
      'Sales engineers spend their time on qualified, well-specified projects',
      'Distributors serve themselves for order and stock questions',
      'Warranty trends are visible per product line',
    ],
  },
  results: [
    { value: '45%', metric: 'Faster quotes', description: 'Requests arrive with everything needed to price them' },
    { value: '60%', metric: 'Fewer routine calls', description: 'Stock and spec questions are answered instantly' },
    { value: '25%', metric: 'Higher win rate', description: 'Buyers get a response before competitors reply' },
  ],
  kpis: [
    'Quote requests captured per month',
    'Hours from request to sent quote',
    'Share of distributor questions resolved by the bot',
    'Warranty claims opened with complete information',
  ],
};
