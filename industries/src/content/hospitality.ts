import { industryColors } from '@salesiq/ui/industry-theme';
import { BedDouble, ConciergeBell, Hotel, Languages, Percent, PhoneCall, Star, Utensils, Wine } from 'lucide-react';
import type { IndustryContent } from './types';

export const hospitality: IndustryContent = {
  key: 'hospitality',
  displayName: 'Hospitality',
  colors: industryColors('hospitality'),
  layout: 'full',
  hero: {
    eyebrow: 'AI concierge for hotels, resorts and serviced apartments',
    lead:
      'Win more direct bookings and delight guests from arrival to checkout. SalesIQ answers room and rate questions, takes reservations commission-free and handles in-stay requests, so your front desk can greet guests instead of answering phones.',
    highlights: ['Direct bookings without OTA commission', 'In-stay requests handled in chat', 'Replies in the guest’s language'],
    preview: [
      { from: 'visitor', text: 'Do you have a king room for 12–14 June with breakfast?' },
      { from: 'bot', text: 'Yes! A Garden King with breakfast is $289 a night, 10% less than on booking sites. Shall I reserve it?' },
      { from: 'visitor', text: 'Yes please. Is late checkout possible?' },
      { from: 'bot', text: 'Reserved, and I’ve added a 1 pm late checkout free for direct guests.' },
    ],
  },
  challengesIntro: {
    heading: 'The guest-experience gaps that cost you revenue',
    lead: 'Every unanswered question pushes a guest back to an online travel agent, and every busy phone line strains your team.',
  },
  challenges: [
    {
      icon: Percent,
      title: 'OTA commission',
      stat: '15–25%',
      description:
        'Guests who cannot get a quick answer on your site book through online travel agents, and you pay up to a quarter of the room rate.',
    },
    {
      icon: PhoneCall,
      title: 'Front desk overload',
      description:
        'Check-ins, phone calls and walk-ins collide at peak times, and guests in the lobby wait while staff answer the same questions.',
    },
    {
      icon: ConciergeBell,
      title: 'In-stay requests get lost',
      description:
        'Towel requests, restaurant bookings and maintenance issues written on sticky notes lead to slow service and poor reviews.',
    },
    {
      icon: Languages,
      title: 'International guests',
      description:
        'Guests from abroad struggle to ask questions or make requests, and small teams cannot cover every language.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots from booking to checkout',
    lead: 'Grow direct revenue with one, and give every guest a personal concierge with the other.',
  },
  useCases: [
    {
      icon: BedDouble,
      name: 'Direct Booking Bot',
      summary: 'Answers room, rate and policy questions and completes the reservation on your own site.',
      steps: [
        'Asks for dates, guests and room preferences',
        'Shows available rooms with live rates and photos',
        'Highlights direct-booking perks such as breakfast or late checkout',
        'Collects guest details and special requests',
        'Confirms the reservation and sends a pre-arrival message',
      ],
      integrations: ['Property management system', 'Zoho CRM', 'Stripe', 'Channel manager'],
    },
    {
      icon: Hotel,
      name: 'Guest Concierge Bot',
      summary: 'Handles in-stay requests, restaurant bookings and local tips, day and night.',
      steps: [
        'Welcomes the guest on arrival with Wi-Fi and key information',
        'Takes housekeeping and amenity requests',
        'Books the restaurant, spa or airport transfer',
        'Recommends local attractions and experiences',
        'Asks for feedback before checkout and invites a review',
      ],
      integrations: ['Zoho Desk', 'WhatsApp Business', 'Restaurant booking system', 'Google Reviews'],
    },
  ],
  contentBlock: {
    heading: 'Five-star service at every hour',
    body:
      'Hospitality templates combine a commission-free booking engine with a digital concierge. Requests go straight to the right department, guests hear back in minutes, and every preference is remembered for their next stay.',
    points: [
      { icon: Utensils, title: 'Dining and spa bookings', text: 'Table and treatment reservations without a phone call.' },
      { icon: Wine, title: 'Upsells guests welcome', text: 'Room upgrades, packages and late checkout offered at the right moment.' },
      { icon: Star, title: 'Better reviews', text: 'Issues are caught and fixed during the stay, not read about afterwards.' },
    ],
  },
  results: {
    heading: 'What hotels gain with an AI concierge',
    figures: [
      { value: '65%', label: 'more direct bookings' },
      { value: '40%', label: 'higher guest satisfaction' },
      { value: '50%', label: 'reduced front desk load' },
    ],
    testimonial: {
      quote:
        'Guests now book directly through the chat instead of the big booking sites, and during the stay they message the concierge bot for everything from pillows to dinner reservations.',
      name: 'Isabella Moreau',
      role: 'General Manager',
      organisation: 'The Harbourview Hotel',
    },
  },
  faqs: [
    {
      question: 'Does it connect to our property management system?',
      answer:
        'Yes. The booking bot reads availability and rates from your PMS or channel manager, so it never sells a room you do not have.',
    },
    {
      question: 'How do guests reach the concierge during their stay?',
      answer:
        'Through your website, a QR code in the room or WhatsApp. Requests go straight to housekeeping, maintenance or the front desk.',
    },
    {
      question: 'Can it take payments or deposits?',
      answer:
        'Yes. Deposits are taken through a secure payment link, and card details never pass through the chat.',
    },
    {
      question: 'Will it help our online reviews?',
      answer:
        'It checks in with guests during their stay, resolves problems early and invites happy guests to leave a review after checkout.',
    },
    {
      question: 'Does it work for restaurants and venues too?',
      answer:
        'It does. The same templates handle table reservations, function enquiries and event packages for restaurants and venues.',
    },
  ],
  cta: {
    heading: 'Earn more direct bookings and happier guests',
    body: 'See the concierge take a reservation and handle an in-stay request in our live demo, or download the hospitality template kit.',
  },
  bot: {
    name: 'Hospitality AI Concierge Assistant',
    script: [
      'Good evening and welcome! I’m the Hospitality AI Concierge Assistant. I can check room availability, make a reservation or help with anything during your stay. How may I help?',
      'Wonderful. For those dates we have a Garden King at $289 a night or an Ocean Suite at $420, both with breakfast. Booking direct also gets you free late checkout. Which would you like?',
      'Excellent choice. May I have the name for the reservation and any special requests, such as a cot or an airport transfer?',
      'Your Ocean Suite is confirmed, and I’ve noted the anniversary, so there will be a small surprise waiting in the room. Would you like me to book a table at our rooftop restaurant too?',
      'Your table for two is booked for 7:30 pm. We look forward to welcoming you. Just message me here anytime during your stay.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Hotel]',
    questions: [
      'What type of property do you run (hotel, resort, serviced apartments, B&B)?',
      'How many rooms do you have?',
      'Which property management system and booking engine do you use?',
      'What share of your bookings come through online travel agents?',
      'Which guest requests take up most of your front desk’s time?',
    ],
    features: [
      'Direct booking with live rates',
      'Digital concierge for in-stay requests',
      'Restaurant, spa and transfer bookings',
      'Multilingual guest support',
      'Feedback and review invitations',
    ],
  },
};
