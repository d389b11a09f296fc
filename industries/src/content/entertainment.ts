import { industryColors } from '@salesiq/ui/industry-theme';
import { Accessibility, Clapperboard, Crown, Music, PartyPopper, Ticket, TicketX, TrendingUp, Users } from 'lucide-react';
import type { IndustryContent } from './types';

export const entertainment: IndustryContent = {
  key: 'entertainment',
  displayName: 'Entertainment',
  colors: industryColors('entertainment'),
  layout: 'full',
  hero: {
    eyebrow: 'AI ticketing and fan engagement for venues, festivals and attractions',
    lead:
      'Sell more tickets, answer event-day questions instantly and give every fan a smoother night out. SalesIQ recommends shows, handles seating and access questions and manages exchanges without a queue at the box office.',
    highlights: ['Ticket sales with seat recommendations', 'Event-day answers in seconds', 'Group and VIP packages upsold'],
    preview: [
      { from: 'visitor', text: 'Are there still seats together for Friday’s show?' },
      { from: 'bot', text: 'Yes! Two together in row F of the stalls at $89 each, with a great view of the stage. Want them?' },
      { from: 'visitor', text: 'Perfect, I’ll take them!' },
      { from: 'bot', text: 'They’re yours. Your e-tickets are on the way, and doors open at 7 pm.' },
    ],
  },
  challengesIntro: {
    heading: 'The rush every on-sale and show night brings',
    lead: 'Fans are excited, impatient and all asking at once, especially in the hour before doors open.',
  },
  challenges: [
    {
      icon: Users,
      title: 'On-sale surges',
      stat: '10x',
      description:
        'Enquiries can jump tenfold the moment tickets go on sale, swamping the box office and social inboxes.',
    },
    {
      icon: Ticket,
      title: 'Event-day questions',
      description:
        'Parking, bag policies, set times and accessibility questions peak in the hours before doors open.',
    },
    {
      icon: TicketX,
      title: 'Exchange and refund requests',
      description:
        'Postponements and sold-out shows trigger waves of exchange requests that staff process one by one.',
    },
    {
      icon: TrendingUp,
      title: 'Missed upsell moments',
      description:
        'Fans who would happily add parking, merch or a VIP upgrade are never asked at the right time.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for before and on the day',
    lead: 'Sell the right tickets to the right fans, then make event day effortless.',
  },
  useCases: [
    {
      icon: Clapperboard,
      name: 'Ticket Sales Bot',
      summary: 'Recommends shows and seats, handles group bookings and upsells packages at checkout.',
      steps: [
        'Asks which event, date and how many tickets',
        'Recommends the best available seats for the budget',
        'Offers parking, dining or VIP upgrades',
        'Sends the visitor to a secure checkout with seats held',
        'Delivers e-tickets and adds the event to their calendar',
      ],
      integrations: ['Ticketing platform API', 'Zoho CRM', 'Stripe', 'Zoho Campaigns'],
    },
    {
      icon: PartyPopper,
      name: 'Fan Experience Bot',
      summary: 'Answers event-day questions, handles exchanges and shares live updates with ticket holders.',
      steps: [
        'Shares doors, set times and venue map for the event',
        'Answers bag policy, parking and accessibility questions',
        'Processes ticket transfers and exchanges within policy',
        'Sends live updates for delays or weather changes',
        'Asks for feedback and promotes upcoming shows',
      ],
      integrations: ['Ticketing platform API', 'Zoho Desk', 'WhatsApp Business', 'Twilio SMS'],
    },
  ],
  contentBlock: {
    heading: 'Every fan gets the front-row treatment',
    body:
      'Entertainment templates connect to your ticketing platform and event schedule, so fans get real seats, real times and real answers. From on-sale to encore, the bot handles the rush while your team runs the show.',
    points: [
      { icon: Music, title: 'Event-aware', text: 'Set times, support acts and venue details for every show.' },
      { icon: Accessibility, title: 'Accessible events', text: 'Wheelchair seating, companion tickets and access info on request.' },
      { icon: Crown, title: 'VIP upsells', text: 'Upgrades and packages offered when fans are most excited.' },
    ],
  },
  results: {
    heading: 'Results from venues and promoters',
    figures: [
      { value: '32%', label: 'more tickets sold through chat recommendations' },
      { value: '58%', label: 'fewer box-office calls on event day' },
      { value: '21%', label: 'higher spend per fan from upgrades' },
    ],
    testimonial: {
      quote:
        'On-sale mornings used to break our inbox. Now the bot handles seating questions and sells packages while our team focuses on the show itself.',
      name: 'Lucas Fontaine',
      role: 'Head of Ticketing',
      organisation: 'Riverside Arts Centre',
    },
  },
  faqs: [
    {
      question: 'Does the bot connect to our ticketing platform?',
      answer:
        'Yes. It reads live availability and pricing from your ticketing API, holds seats during the conversation and passes the fan to your checkout.',
    },
    {
      question: 'Can it handle exchanges and refunds?',
      answer:
        'It processes transfers and exchanges within your policy and routes refund requests that need approval to your team.',
    },
    {
      question: 'What about accessibility requests?',
      answer:
        'The bot answers access questions, books accessible seating and companion tickets, and flags special requirements to venue staff.',
    },
    {
      question: 'Can it cope with on-sale demand?',
      answer:
        'Yes. The bot answers any number of fans at once, which is exactly when your box office needs it most.',
    },
    {
      question: 'Does it work for festivals and attractions as well as venues?',
      answer:
        'It does. Festivals, theme parks, museums and cinemas use the same templates with their own schedules and ticket types.',
    },
  ],
  cta: {
    heading: 'Sell out faster and delight every fan',
    body: 'See the ticketing assistant pick seats and answer event-day questions in our live demo, or download the entertainment template kit.',
  },
  bot: {
    name: 'Entertainment AI Ticketing Assistant',
    script: [
      'Hey there! I’m the Entertainment AI Ticketing Assistant for Riverside Arts Centre. I can find tickets, answer questions about a show or help with an existing booking. What are you after?',
      'Great choice, it’s been a hit this season! For Friday at 8 pm I have two seats together in row F of the stalls at $89 each, or the front row of the circle at $72 each. Which do you prefer?',
      'Lovely. Would you like to add our pre-show dinner package for $45 per person, or reserved parking for $18?',
      'Your seats are held for the next 10 minutes. Here is your secure checkout link, and your e-tickets will arrive by email as soon as payment is complete.',
      'You’re all set! Doors open at 7 pm, and the show runs about two hours with an interval. Enjoy the performance!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Venue]',
    questions: [
      'What type of events do you run (live music, theatre, festivals, attractions, sports)?',
      'What is your venue capacity, and how many events do you run each year?',
      'Which ticketing platform do you use?',
      'What do fans ask most on event days?',
      'Which add-ons or upgrades do you sell today?',
    ],
    features: [
      'Ticket sales with seat recommendations',
      'Event-day information and live updates',
      'Exchanges and transfers',
      'Accessibility requests',
      'Package and VIP upsells',
    ],
  },
};
