import type { GuideContent } from './types';

export const automotive: GuideContent = {
  key: 'automotive',
  displayName: 'Automotive',
  title: 'AI Showroom and Service Desk Playbook for Dealerships',
  expectedROI: '4x ROI in 120 days',
  introduction:
    'Car buyers research for weeks online and contact only two or three dealers. The one that answers first, with the right stock and a test drive time, usually wins the sale. This guide shows how a SalesIQ chatbot linked to your vehicle stock, Zoho CRM and Zoho Bookings qualifies buyers, books test drives and fills the service bay, even when the showroom is closed.',
  benefits: [
    'Buyers get live stock answers, trade-in estimates and finance options in one conversation',
    'Test drives land in the sales team’s calendar with the vehicle already reserved',
    'Service customers book a bay, choose a loan car and get reminders without calling',
    'Every enquiry is scored in Zoho CRM so sales managers follow up the hottest buyers first',
  ],
  stats: [
    { value: '75%', label: 'more qualified sales leads from the website' },
    { value: '60%', label: 'faster service booking than by phone' },
    { value: '24/7', label: 'answers on stock, trade-ins and finance' },
  ],
  useCase1: {
    name: 'Test Drive and Sales Lead Bot',
    subtitle: 'Turn stock views into showroom visits',
    description:
      'Matches buyers to vehicles in stock, captures trade-in and finance needs, and books a test drive with the right salesperson.',
    flow: [
      'Buyer asks about a model, budget or body type',
      'Bot lists matching vehicles from current stock with prices',
      'Bot asks about trade-in, finance and timeframe to score the lead',
      'Buyer picks a test drive time from the sales calendar',
      'Lead, vehicle and appointment are saved in Zoho CRM and the salesperson is notified',
    ],
    integrations: ['Zoho Inventory', 'Zoho CRM', 'Zoho Bookings'],
  },
  useCase2: {
    name: 'Service Booking Bot',
    subtitle: 'Keep the workshop fully booked',
    description:
      'Books scheduled services and repairs, offers loan cars or pick-up, and sends reminders over WhatsApp when the next service is due.',
    flow: [
      'Customer enters the registration or chooses a service type',
      'Bot checks the service history and suggests the right package',
      'Customer picks a drop-off time and a loan car or pick-up',
      'Bot confirms the booking and the quoted price',
      'Reminder and "car ready" messages go out on WhatsApp',
    ],
    integrations: ['Zoho Bookings', 'Zoho CRM', 'WhatsApp Business'],
  },
  integrationMap: {
    chatbot: 'Answers stock, finance and service questions on your website and WhatsApp',
    crm: 'Scores each buyer and keeps vehicles of interest, trade-ins and service history together',
    bookings: 'Manages test drive slots for the sales team and bay capacity in the workshop',
    benefits: [
      'Sales managers see which buyers are ready to purchase this month',
      'Service due dates trigger reminders that bring owners back to your workshop',
      'No test drive is booked for a car that has already been sold',
    ],
  },
  results: [
    { value: '75%', metric: 'More qualified leads', description: 'Buyers arrive with budget, trade-in and timeframe known' },
    { value: '60%', metric: 'Faster service booking', description: 'Owners book a bay in under two minutes' },
    { value: '35%', metric: 'More test drives', description: 'Evening browsers book a drive instead of leaving' },
  ],
  kpis: [
    'Test drives booked through the chat',
    'Lead-to-sale conversion for chat leads',
    'Workshop bay utilisation',
    'Service reminders that turn into bookings',
  ],
};
