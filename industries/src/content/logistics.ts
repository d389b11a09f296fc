import { industryColors } from '@salesiq/ui/industry-theme';
import { BadgeDollarSign, Clock, Container, MapPin, Navigation, Package, PhoneCall, Route, Warehouse } from 'lucide-react';
import type { IndustryContent } from './types';

export const logistics: IndustryContent = {
  key: 'logistics',
  displayName: 'Logistics',
  colors: industryColors('logistics'),
  layout: 'full',
  hero: {
    eyebrow: 'AI shipping quotes and tracking for carriers, couriers and 3PLs',
    lead:
      'Quote shipments in seconds, answer “where is my parcel?” without an agent and capture every freight enquiry in full. SalesIQ connects to your rating engine and tracking data so shippers get answers the moment they ask.',
    highlights: ['Instant quotes by service level', 'Real-time tracking lookups', 'Freight enquiries with every detail captured'],
    preview: [
      { from: 'visitor', text: 'How much to send a 4 kg box from Melbourne to Brisbane?' },
      { from: 'bot', text: 'Express 1-2 days is $25, Standard 3-5 days $15, Economy 5-7 days $10. Which would you like?' },
      { from: 'visitor', text: 'Standard.' },
      { from: 'bot', text: 'Booked! Your label is ready to print and pickup is scheduled for tomorrow morning.' },
    ],
  },
  challengesIntro: {
    heading: 'The questions that clog logistics operations',
    lead: 'Shippers and receivers want certainty. When they can’t get it online, they pick up the phone.',
  },
  challenges: [
    {
      icon: PhoneCall,
      title: 'Tracking calls',
      stat: '45%',
      description:
        'Nearly half of all customer contacts are “where is my delivery?”, even though the answer is already in your system.',
    },
    {
      icon: BadgeDollarSign,
      title: 'Slow manual quotes',
      description:
        'Sales coordinators re-key dimensions, weights and postcodes from emails into the rating tool for every quote.',
    },
    {
      icon: Container,
      title: 'Incomplete freight enquiries',
      description:
        'Pallet counts, dangerous-goods flags and delivery constraints are often missing, delaying bookings by a day or more.',
    },
    {
      icon: Clock,
      title: 'Failed deliveries',
      description:
        'Receivers who aren’t home or didn’t know a delivery was coming cause costly re-delivery attempts.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for shippers and receivers',
    lead: 'Sell and book shipments faster, and keep every receiver informed until the parcel is in their hands.',
  },
  useCases: [
    {
      icon: Route,
      name: 'Shipping Quote Bot',
      summary: 'Collects origin, destination, dimensions and weight, quotes every service level and books the pickup.',
      steps: [
        'Asks for pickup and delivery postcodes',
        'Captures weight, dimensions and number of items',
        'Flags dangerous goods or special handling needs',
        'Quotes Express, Standard and Economy options',
        'Books the pickup and issues the consignment label',
      ],
      integrations: ['Rating engine API', 'Zoho CRM', 'Stripe', 'Zoho Books'],
    },
    {
      icon: Package,
      name: 'Delivery Tracking Bot',
      summary: 'Gives live consignment status, delivery windows and lets receivers redirect or reschedule.',
      steps: [
        'Looks up the consignment by tracking number',
        'Shows the latest scan and estimated delivery window',
        'Lets the receiver choose safe-drop or a new delivery date',
        'Redirects to a parcel locker or depot if needed',
        'Opens a claim for damaged or missing items',
      ],
      integrations: ['Transport management system', 'Zoho Desk', 'Twilio SMS', 'Google Maps'],
    },
  ],
  contentBlock: {
    heading: 'Connected to every scan and every rate',
    body:
      'Logistics templates read from your transport management system and rating engine, so every quote and tracking answer is live. Freight enquiries arrive structured and complete, ready for your operations team to accept.',
    points: [
      { icon: Navigation, title: 'Live tracking', text: 'Latest scan events and ETAs straight from your TMS.' },
      { icon: Warehouse, title: '3PL-ready', text: 'Warehousing and fulfilment enquiries routed to the right site.' },
      { icon: MapPin, title: 'Delivery choices', text: 'Receivers pick safe-drop, lockers or a new date themselves.' },
    ],
  },
  results: {
    heading: 'Results across the delivery network',
    figures: [
      { value: '62%', label: 'fewer “where is my parcel?” calls' },
      { value: '30 sec', label: 'to quote a standard shipment' },
      { value: '28%', label: 'fewer failed delivery attempts' },
    ],
    testimonial: {
      quote:
        'Tracking calls used to take over our customer service team every afternoon. Now receivers check and reschedule deliveries in the chat, and our quotes go out before the shipper has finished their coffee.',
      name: 'Grace Nakamura',
      role: 'Operations Director',
      organisation: 'Swiftline Freight',
    },
  },
  faqs: [
    {
      question: 'Can the bot quote from our own rate cards?',
      answer:
        'Yes. It calls your rating engine or reads your rate tables, including fuel levies and surcharges, so quotes match what you invoice.',
    },
    {
      question: 'Does it work with our transport management system?',
      answer:
        'The templates connect to most TMS platforms through their APIs to read scan events and create consignments.',
    },
    {
      question: 'Can receivers change delivery instructions?',
      answer:
        'They can choose safe-drop, a parcel locker or a new delivery date, within the options your network supports.',
    },
    {
      question: 'How are freight and pallet enquiries handled?',
      answer:
        'The bot collects pallet counts, dimensions, dangerous-goods details and site constraints, then passes a complete enquiry to your freight team.',
    },
    {
      question: 'Can it handle claims for damaged goods?',
      answer:
        'It opens a claim, collects photos and invoice details and creates a ticket in Zoho Desk for your claims team.',
    },
  ],
  cta: {
    heading: 'Quote faster and answer every tracking question',
    body: 'See a shipment quoted, booked and tracked in our live demo, or download the logistics template kit.',
  },
  bot: {
    name: 'Logistics AI Shipment Assistant',
    script: [
      'Hello! I’m the Logistics AI Shipment Assistant. I can quote a shipment, track a delivery or help with a freight enquiry. What do you need today?',
      'Happy to quote. For a 4 kg parcel from Melbourne to Brisbane: Express 1-2 days is $25, Standard 3-5 days is $15 and Economy 5-7 days is $10. Which service would you like?',
      'Great choice. Could you confirm the pickup address and whether anyone will be there between 8 am and 12 pm tomorrow?',
      'Your pickup is booked for tomorrow morning and your consignment number is SWL-774120. I’ve emailed the label, so just print it and attach it to the box.',
      'All set! You can track it here anytime with that number, and the receiver will get an SMS with their delivery window. Thanks for shipping with Swiftline.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Company]',
    questions: [
      'What services do you offer (parcels, freight, 3PL, last-mile)?',
      'Roughly how many consignments do you move each month?',
      'Which transport management system and rating tools do you use?',
      'What share of customer contacts are about tracking?',
      'How are freight quotes requested and produced today?',
    ],
    features: [
      'Instant shipping quotes by service level',
      'Pickup booking and label creation',
      'Real-time delivery tracking',
      'Receiver delivery choices',
      'Damage and loss claims intake',
    ],
  },
};
