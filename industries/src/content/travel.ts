import { industryColors } from '@salesiq/ui/industry-theme';
import { Globe, Languages, Luggage, Map, Plane, Receipt, RefreshCw, Search, Sun } from 'lucide-react';
import type { IndustryContent } from './types';

export const travel: IndustryContent = {
  key: 'travel',
  displayName: 'Travel',
  colors: industryColors('travel'),
  layout: 'full',
  hero: {
    eyebrow: 'AI trip planning and booking support for travel brands',
    lead:
      'Inspire travellers, build itineraries and manage changes in any time zone. SalesIQ answers destination questions, quotes packages and handles rebookings, so your consultants can focus on the trips that need a human touch.',
    highlights: ['Itinerary suggestions in seconds', 'Booking changes without hold music', 'Support in 25+ languages'],
    preview: [
      { from: 'visitor', text: 'Thinking about Japan in April for 10 days. Where should we go?' },
      { from: 'bot', text: 'Cherry blossom season! Tokyo, Kyoto and Hakone make a relaxed 10-day loop. Travelling as a couple?' },
      { from: 'visitor', text: 'Yes, two adults.' },
      { from: 'bot', text: 'Our Blossom Trail package starts at $3,450 per person with flights. Want me to hold dates?' },
    ],
  },
  challengesIntro: {
    heading: 'Travel never sleeps, but your team has to',
    lead: 'Travellers plan at midnight, change plans on the road and expect answers in their own language.',
  },
  challenges: [
    {
      icon: Globe,
      title: 'Every time zone at once',
      description:
        'Customers contact you from airports and hotel rooms around the world, long after your office has closed.',
    },
    {
      icon: Search,
      title: 'Endless browsing, few bookings',
      stat: '2%',
      description:
        'Most visitors compare dozens of options and leave without enquiring, because no one helped them choose.',
    },
    {
      icon: RefreshCw,
      title: 'Change requests pile up',
      description:
        'Date changes, seat upgrades and cancellations swamp consultants, especially when flights are disrupted.',
    },
    {
      icon: Languages,
      title: 'Language barriers',
      description:
        'International guests hesitate to book when they cannot ask a question in their own language.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for before and during the trip',
    lead: 'Plan and sell trips with one; look after travellers on the road with the other.',
  },
  useCases: [
    {
      icon: Map,
      name: 'Trip Planner Bot',
      summary: 'Asks about dates, budget and travel style, then proposes itineraries and packages that can be booked on the spot.',
      steps: [
        'Asks where, when and who is travelling',
        'Learns the budget and travel style (relaxed, adventure, luxury)',
        'Suggests two or three itineraries with highlights',
        'Quotes a package with flights and accommodation',
        'Holds the dates and hands over to a consultant to finalise',
      ],
      integrations: ['Zoho CRM', 'Amadeus API', 'Stripe', 'Zoho Campaigns'],
    },
    {
      icon: Luggage,
      name: 'Booking Support Bot',
      summary: 'Handles itinerary lookups, changes and disruption updates around the clock.',
      steps: [
        'Verifies the traveller with booking reference and surname',
        'Shows the itinerary, check-in times and baggage allowance',
        'Processes date changes or add-ons within fare rules',
        'Sends live flight-disruption alerts and rebooking options',
        'Escalates complex cases to an on-call consultant',
      ],
      integrations: ['Zoho Desk', 'Sabre GDS', 'WhatsApp Business', 'Twilio SMS'],
    },
  ],
  contentBlock: {
    heading: 'A travel consultant in every traveller’s pocket',
    body:
      'Travel templates combine inspiration with service: the same bot that suggests a ryokan in Kyoto can move a flight when a typhoon hits. Itineraries, fare rules and supplier contacts come from your systems, so answers are accurate wherever the traveller is.',
    points: [
      { icon: Plane, title: 'Disruption-ready', text: 'Proactive alerts and rebooking options when flights change.' },
      { icon: Sun, title: 'Seasonal inspiration', text: 'Suggests destinations by month, budget and travel style.' },
      { icon: Receipt, title: 'Upsells that help', text: 'Offers transfers, insurance and upgrades at the right moment.' },
    ],
  },
  results: {
    heading: 'Results from agencies and tour operators',
    figures: [
      { value: '42%', label: 'more enquiries converted to bookings' },
      { value: '65%', label: 'of itinerary changes handled without a consultant' },
      { value: '4.8/5', label: 'average traveller satisfaction with chat support' },
    ],
    testimonial: {
      quote:
        'When a volcano grounded flights across Bali, the bot rebooked hundreds of travellers overnight. Our consultants woke up to a handful of tricky cases instead of a thousand emails.',
      name: 'Priya Raman',
      role: 'Customer Experience Manager',
      organisation: 'Wanderlane Journeys',
    },
  },
  faqs: [
    {
      question: 'Can the bot quote live prices?',
      answer:
        'Yes, when it is connected to your booking engine or GDS. Otherwise it quotes from your package price tables and a consultant confirms the final fare.',
    },
    {
      question: 'Does it support multiple languages?',
      answer:
        'SalesIQ detects the traveller’s language and replies in it. Our templates include reviewed wording for English, Spanish, French, German, Japanese and Mandarin.',
    },
    {
      question: 'How does it handle flight disruptions?',
      answer:
        'It watches flight status for active bookings, alerts affected travellers by SMS or WhatsApp, and offers rebooking options within your fare rules.',
    },
    {
      question: 'Can travellers make payments in the chat?',
      answer:
        'Deposits and add-ons can be paid through a secure Stripe link. Card details never pass through the chat itself.',
    },
    {
      question: 'Is it suitable for small agencies?',
      answer:
        'Absolutely. Many agencies with two or three consultants use it to cover evenings and weekends, which is when most trips are planned.',
    },
  ],
  cta: {
    heading: 'Be there for travellers, wherever they are',
    body: 'See a trip go from idea to held booking in our live demo, or download the travel template kit and start planning.',
  },
  bot: {
    name: 'Travel AI Travel Assistant',
    script: [
      'Hello, traveller! I’m the Travel AI Travel Assistant. Are you dreaming up a new trip, or do you need help with an existing booking?',
      'How exciting! For 10 days in April, I’d suggest Tokyo, Hakone and Kyoto: city lights, hot springs and cherry blossoms. Who will be travelling with you?',
      'Perfect. Our Blossom Trail package for two adults starts at $3,450 per person, including flights, a ryokan night and a rail pass. Would you like to see the day-by-day itinerary?',
      'Here it is, and I’ve saved it to your email. I can hold these dates for 48 hours at no cost while you decide. Shall I do that?',
      'Your dates are held! A travel consultant will call tomorrow to finalise flights and answer any questions. Happy travels!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Agency]',
    questions: [
      'Are you a travel agency, tour operator, airline or accommodation provider?',
      'Which booking engine or GDS do you use?',
      'Which languages do your travellers speak?',
      'How many bookings and change requests do you handle each month?',
      'When do most enquiries arrive, and who answers them?',
    ],
    features: [
      'Itinerary suggestions and package quotes',
      'Booking lookups and changes',
      'Flight-disruption alerts and rebooking',
      'Multilingual support',
      'Consultant handoff for complex trips',
    ],
  },
};
