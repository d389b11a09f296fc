import { industryColors } from '@salesiq/ui/industry-theme';
import { BatteryCharging, ChartLine, Leaf, Lightbulb, Plug, Receipt, Sun, TriangleAlert, Zap } from 'lucide-react';
import type { IndustryContent } from './types';

export const energy: IndustryContent = {
  key: 'energy',
  displayName: 'Energy',
  colors: industryColors('energy'),
  layout: 'full',
  hero: {
    eyebrow: 'AI customer service and solar sales for energy retailers and utilities',
    lead:
      'Explain bills, report outages and sign up new customers without the wait. SalesIQ answers usage and tariff questions, shares outage updates and qualifies solar and battery leads for your sales team.',
    highlights: ['Bill explanations with usage insights', 'Outage updates by address', 'Solar and battery lead qualification'],
    preview: [
      { from: 'visitor', text: 'Why is my bill $120 higher this quarter?' },
      { from: 'bot', text: 'Your usage rose 38%, mostly in the evening peak. Heating is the usual cause in winter.' },
      { from: 'visitor', text: 'Can I do anything about it?' },
      { from: 'bot', text: 'Switching to our Time-of-Use plan could save about $190 a year for your household. Want the details?' },
    ],
  },
  challengesIntro: {
    heading: 'The service pressures energy providers face',
    lead: 'Price rises, outages and the shift to renewables all bring customers to your door with questions.',
  },
  challenges: [
    {
      icon: Receipt,
      title: 'Bill shock enquiries',
      stat: '40%',
      description:
        'Around 40% of contacts are about bills that are higher than expected, especially after seasonal peaks.',
    },
    {
      icon: TriangleAlert,
      title: 'Outage call spikes',
      description:
        'Storms and planned maintenance bring sudden floods of calls asking when the power will be back on.',
    },
    {
      icon: Plug,
      title: 'Slow move-ins and sign-ups',
      description:
        'Customers moving home wait on hold to connect their energy, and some switch to a competitor instead.',
    },
    {
      icon: Sun,
      title: 'Unqualified solar leads',
      description:
        'Solar and battery enquiries arrive without roof, usage or ownership details, wasting consultants’ site visits.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for service and growth',
    lead: 'Resolve everyday account questions at scale, and turn interest in renewables into qualified sales.',
  },
  useCases: [
    {
      icon: Zap,
      name: 'Billing & Outage Bot',
      summary: 'Explains bills, sets up payment plans and shares live outage information for the customer’s address.',
      steps: [
        'Verifies the account holder',
        'Explains the latest bill and compares usage with last period',
        'Sets up a payment plan or direct debit',
        'Checks for outages at the supply address',
        'Shares estimated restoration times and sends SMS updates',
      ],
      integrations: ['Billing system', 'Outage management system', 'Zoho Desk', 'Twilio SMS'],
    },
    {
      icon: BatteryCharging,
      name: 'Solar & Battery Advisor Bot',
      summary: 'Qualifies solar and battery leads and books site assessments with complete household details.',
      steps: [
        'Confirms home ownership and property type',
        'Asks about roof orientation, shading and current usage',
        'Estimates system size, savings and payback period',
        'Explains rebates and finance options',
        'Books a site assessment with a solar consultant',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'Solar design tool', 'Google Maps'],
    },
  ],
  contentBlock: {
    heading: 'Clear answers for every household and business',
    body:
      'Energy templates read tariffs, usage data and outage feeds, so customers get accurate, personal answers. Hardship and life-support customers are recognised and routed with care, and renewables enquiries reach your sales team ready to quote.',
    points: [
      { icon: ChartLine, title: 'Usage insights', text: 'Explains why a bill changed and how to bring it down.' },
      { icon: Lightbulb, title: 'Tariff matching', text: 'Recommends the plan that suits each household’s usage pattern.' },
      { icon: Leaf, title: 'Renewables ready', text: 'Qualifies solar, battery and EV charger enquiries in one conversation.' },
    ],
  },
  results: {
    heading: 'Results from retailers and utilities',
    figures: [
      { value: '47%', label: 'fewer billing calls' },
      { value: '3x', label: 'more solar site assessments booked' },
      { value: '72%', label: 'of outage enquiries answered without an agent' },
    ],
    testimonial: {
      quote:
        'When a storm took out power across three suburbs, the bot gave every customer their restoration time. Our phone lines stayed open for the life-support customers who really needed them.',
      name: 'Rachel Whitford',
      role: 'General Manager, Customer Operations',
      organisation: 'Brightwater Energy',
    },
  },
  faqs: [
    {
      question: 'Can the bot explain an individual customer’s bill?',
      answer:
        'Yes. After verifying the account holder, it reads the bill and usage data and explains changes in plain language.',
    },
    {
      question: 'How does it handle outages?',
      answer:
        'It checks your outage management feed for the customer’s address, shares the cause and estimated restoration time and offers SMS updates.',
    },
    {
      question: 'What about vulnerable or life-support customers?',
      answer:
        'Hardship and life-support flags route customers straight to a specialist team, and emergency safety information is always shown first.',
    },
    {
      question: 'Can it qualify solar and battery leads?',
      answer:
        'It collects ownership, roof and usage details, estimates savings and books a site assessment only for households that fit.',
    },
    {
      question: 'Can new customers sign up in the chat?',
      answer:
        'Yes. Move-ins and new connections can be started in the chat, with identity checks and plan selection handled step by step.',
    },
  ],
  cta: {
    heading: 'Power up your customer experience',
    body: 'See a bill explained and a solar assessment booked in our live demo, or download the energy template kit.',
  },
  bot: {
    name: 'Energy AI Utility Assistant',
    script: [
      'Hi! I’m the Energy AI Utility Assistant at Brightwater Energy. I can explain your bill, check for outages, help you move home or look at solar options. How can I help?',
      'Let me take a look. Your latest bill is $412, up $120 on last quarter. Your usage rose 38%, mostly between 5 pm and 9 pm, which usually points to heating. Does that sound right?',
      'That makes sense. Based on your usage, our Time-of-Use plan could save you about $190 a year. With a home battery, savings could be much larger. Would you like to explore solar and battery options?',
      'Great. For a 6.6 kW system with a 10 kWh battery, typical payback for a home like yours is around 6 to 7 years, and you may be eligible for a rebate. I can book a free site assessment; does next Tuesday morning work?',
      'You’re booked for Tuesday between 9 am and 11 am. A consultant will assess your roof and give you an exact quote. Thanks for choosing Brightwater!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Company]',
    questions: [
      'Are you an energy retailer, network distributor or solar installer?',
      'How many customers or installations do you serve?',
      'Which billing, CRM and outage systems do you use?',
      'What are the top reasons customers contact you?',
      'Do you offer solar, batteries or EV charging?',
    ],
    features: [
      'Bill explanations and usage insights',
      'Outage updates by address',
      'Payment plans and hardship routing',
      'Move-in and new connection sign-up',
      'Solar and battery lead qualification',
    ],
  },
};
