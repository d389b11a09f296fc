import { industryColors } from '@salesiq/ui/industry-theme';
import { BadgeDollarSign, Car, CarFront, Clock, Filter, Gauge, PhoneMissed, Repeat, Wrench } from 'lucide-react';
import type { IndustryContent } from './types';

export const automotive: IndustryContent = {
  key: 'automotive',
  displayName: 'Automotive',
  colors: industryColors('automotive'),
  layout: 'full',
  hero: {
    eyebrow: 'AI sales and service assistants for dealerships',
    lead:
      'Qualify car buyers, book test drives and fill your service bays around the clock. SalesIQ answers stock, finance and trade-in questions instantly and hands hot leads to your sales team with everything they need to close.',
    highlights: ['Test drives booked from any listing', 'Trade-in and finance pre-qualification', 'Service bookings without the phone queue'],
    preview: [
      { from: 'visitor', text: 'Is the 2023 RAV4 Hybrid on your site still available?' },
      { from: 'bot', text: 'It is, 18,400 km and one owner. Would you like to book a test drive or get a finance estimate?' },
      { from: 'visitor', text: 'Test drive on Saturday.' },
      { from: 'bot', text: 'Booked for Saturday at 11:00. Bring your licence, and tell me if you have a trade-in to value.' },
    ],
  },
  challengesIntro: {
    heading: 'Where dealerships leak leads',
    lead: 'Car buyers research online for weeks, then expect instant answers the moment they are ready to act.',
  },
  challenges: [
    {
      icon: Clock,
      title: 'Slow lead follow-up',
      stat: '1 in 3',
      description:
        'About a third of online vehicle enquiries never get a personal reply, and the buyer simply moves on to the next dealer.',
    },
    {
      icon: Filter,
      title: 'Unqualified walk-ins',
      description:
        'Sales staff spend hours with buyers whose budget, finance or trade-in situation does not match the car they came to see.',
    },
    {
      icon: PhoneMissed,
      title: 'Service desk phone queues',
      description:
        'Customers wanting a service booking wait on hold during the morning rush, and many hang up.',
    },
    {
      icon: Repeat,
      title: 'Lost repeat business',
      description:
        'Without timely service reminders and upgrade offers, owners drift to independent workshops and other brands.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for the showroom and the workshop',
    lead: 'Sell more vehicles and keep service bays full, with one assistant across both departments.',
  },
  useCases: [
    {
      icon: Car,
      name: 'Test Drive & Sales Bot',
      summary: 'Engages buyers on every listing, pre-qualifies them and books test drives with the right salesperson.',
      steps: [
        'Confirms the vehicle of interest and checks live stock',
        'Asks about budget, finance needs and timeframe',
        'Captures trade-in details for an indicative valuation',
        'Books a test drive with an available sales consultant',
        'Sends the qualified lead to the dealer CRM with a score',
      ],
      integrations: ['Zoho CRM', 'Dealer management system', 'Zoho Bookings', 'Finance calculator'],
    },
    {
      icon: Wrench,
      name: 'Service Booking Bot',
      summary: 'Books services and repairs, suggests add-ons and keeps owners updated until pickup.',
      steps: [
        'Identifies the vehicle by registration or VIN',
        'Recommends the scheduled service based on kilometres',
        'Offers available drop-off times and a courtesy car',
        'Confirms the booking and quotes the estimated cost',
        'Sends progress updates and a ready-for-pickup message',
      ],
      integrations: ['Dealer management system', 'Zoho Bookings', 'Twilio SMS', 'Zoho Desk'],
    },
  ],
  contentBlock: {
    heading: 'Built for the pace of a dealership',
    body:
      'Automotive templates know stock numbers, trims and service intervals. They connect to your inventory feed and DMS, so buyers see real cars, service customers see real times, and your team gets leads they can act on immediately.',
    points: [
      { icon: CarFront, title: 'Live inventory', text: 'Answers about the exact vehicle, not a generic model page.' },
      { icon: BadgeDollarSign, title: 'Finance and trade-in', text: 'Indicative repayments and trade-in values in the chat.' },
      { icon: Gauge, title: 'Service reminders', text: 'Owners are prompted when their next service is due.' },
    ],
  },
  results: {
    heading: 'What dealerships achieve',
    figures: [
      { value: '75%', label: 'more qualified leads' },
      { value: '60%', label: 'faster service booking' },
      { value: '24/7', label: 'test-drive and service booking, even on public holidays' },
    ],
    testimonial: {
      quote:
        'Half of our test drives are now booked by the bot after hours. The sales team walks in on Monday with qualified buyers already on the calendar.',
      name: 'David Kowalski',
      role: 'Dealer Principal',
      organisation: 'Riverside Motor Group',
    },
  },
  faqs: [
    {
      question: 'Does it connect to our dealer management system?',
      answer:
        'Yes. Inventory, service slots and customer records sync with most major DMS platforms through their APIs or an inventory feed.',
    },
    {
      question: 'Can it value a trade-in?',
      answer:
        'It collects make, model, year, kilometres and condition and gives an indicative range from your valuation tool. A used-car manager confirms the final offer.',
    },
    {
      question: 'Can customers get finance estimates?',
      answer:
        'The bot calculates indicative repayments from your current rates and can start a finance pre-approval with your lending partner.',
    },
    {
      question: 'Does it handle service and parts as well as sales?',
      answer:
        'It does. Service bookings, parts availability and recall checks each have their own path, with routing to the right department.',
    },
    {
      question: 'How quickly do salespeople get the lead?',
      answer:
        'Instantly. Qualified leads appear in the CRM and the assigned consultant gets a mobile notification with the full conversation.',
    },
  ],
  cta: {
    heading: 'Put a top salesperson on every listing',
    body: 'Watch a website visitor become a booked test drive in our live demo, or download the automotive template kit today.',
  },
  bot: {
    name: 'Automotive AI Auto Assistant',
    script: [
      'Hey there! I’m the Automotive AI Auto Assistant. I can help you find a vehicle, book a test drive, value your trade-in or schedule a service. What can I do for you?',
      'Nice choice. The 2023 RAV4 Hybrid GXL is in stock: 18,400 km, one owner, $46,990 drive-away. Finance from about $189 a week. Would you like to see it in person?',
      'Great. I have test-drive slots on Saturday at 9:00 am or 11:00 am. Which suits you, and do you have a car to trade in?',
      'Thanks! Based on those details, your trade-in is likely worth $14,000 to $16,500, subject to inspection. Your test drive is confirmed, and Tom from our sales team will have the car ready.',
      'You’re all set. We’ll text you a reminder on Friday. See you at Riverside Motor Group!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Dealership]',
    questions: [
      'Which brands do you sell, and do you sell new, used or both?',
      'Do you run a service and parts department?',
      'Which dealer management system and CRM do you use?',
      'How many online vehicle enquiries do you receive each month?',
      'How are enquiries that arrive after hours handled today?',
    ],
    features: [
      'Test-drive booking from vehicle listings',
      'Buyer pre-qualification and lead scoring',
      'Trade-in and finance estimates',
      'Service booking and reminders',
      'Sales consultant notifications',
    ],
  },
};
