import { industryColors } from '@salesiq/ui/industry-theme';
import { CalendarClock, Clock, Filter, Home, KeyRound, MapPin, Moon, UserCheck, Users } from 'lucide-react';
import type { IndustryContent } from './types';

export const realEstate: IndustryContent = {
  key: 'real-estate',
  displayName: 'Real Estate',
  colors: industryColors('real-estate'),
  layout: 'full',
  hero: {
    eyebrow: 'AI lead qualification for agencies and property managers',
    lead:
      'Reply to every buyer, seller and tenant enquiry in seconds. SalesIQ qualifies budget and timing, books inspections into your agents’ calendars and flags hot vendors before your competitors call them back.',
    highlights: ['Instant replies to portal enquiries', 'Inspections booked automatically', 'Vendor appraisal leads flagged'],
    preview: [
      { from: 'visitor', text: 'Is the 3-bedroom on Elm Street still available?' },
      { from: 'bot', text: 'It is! Open homes are Saturday 10:00 and Wednesday 5:30 pm. Are you buying to live in or invest?' },
      { from: 'visitor', text: 'To live in. Saturday works.' },
      { from: 'bot', text: 'You’re registered for Saturday at 10:00. Jess, the listing agent, will meet you at the door.' },
    ],
  },
  challengesIntro: {
    heading: 'Why property leads go cold',
    lead: 'Buyers enquire on five listings at once. The agent who responds first and asks the right questions books the inspection.',
  },
  challenges: [
    {
      icon: Clock,
      title: 'Slow speed to lead',
      stat: '5 min',
      description:
        'Enquiries answered within five minutes are far more likely to convert, yet agents are at inspections and auctions for most of the day.',
    },
    {
      icon: Filter,
      title: 'Unqualified enquiries',
      description:
        'Agents spend hours calling back browsers with no finance, no deposit or no plan to move this year.',
    },
    {
      icon: Moon,
      title: 'Evening and weekend rush',
      description:
        'Most portal enquiries arrive at night and on weekends, when the office is closed and the buyer is scrolling listings on the couch.',
    },
    {
      icon: CalendarClock,
      title: 'Inspection scheduling chaos',
      description:
        'Coordinating private inspections by text message leads to double bookings, no-shows and frustrated vendors.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots that keep your pipeline full',
    lead: 'Capture and qualify every buyer, and never miss a homeowner thinking about selling.',
  },
  useCases: [
    {
      icon: Home,
      name: 'Buyer Qualification Bot',
      summary: 'Engages every listing enquiry, qualifies the buyer and books them into an open home or private inspection.',
      steps: [
        'Confirms which listing the buyer is asking about',
        'Asks about budget, finance pre-approval and timeframe',
        'Suggests similar listings if the property is under offer',
        'Books an open home or private inspection with the agent',
        'Scores the lead and adds it to the agent’s pipeline in Zoho CRM',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'Realestate portal feeds', 'Google Maps'],
    },
    {
      icon: KeyRound,
      name: 'Vendor Appraisal Bot',
      summary: 'Turns “what is my home worth?” into a booked appraisal with property details captured in advance.',
      steps: [
        'Asks for the property address and type',
        'Captures bedrooms, bathrooms, land size and recent renovations',
        'Shares recent comparable sales in the suburb',
        'Asks about the owner’s timing and reason for selling',
        'Books an in-person appraisal with the area specialist',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'CoreLogic data', 'Zoho Campaigns'],
    },
  ],
  contentBlock: {
    heading: 'Made for agents who live on the road',
    body:
      'Real estate templates reply to portal and website enquiries the moment they arrive, route leads to the listing agent’s phone and keep buyers warm with new listings that match their brief. Your CRM stays up to date without a single manual entry.',
    points: [
      { icon: UserCheck, title: 'Lead scoring', text: 'Finance status, timing and budget produce a score your agents can sort by.' },
      { icon: MapPin, title: 'Suburb-aware', text: 'Suggests nearby listings and shares local sales data automatically.' },
      { icon: Users, title: 'Right agent, every time', text: 'Routes each enquiry to the listing agent or the suburb specialist.' },
    ],
  },
  results: {
    heading: 'What agencies report after launch',
    figures: [
      { value: '45%', label: 'more inspections booked from online enquiries' },
      { value: '90 sec', label: 'average response time to new leads' },
      { value: '30%', label: 'less agent time spent on unqualified buyers' },
    ],
    testimonial: {
      quote:
        'We used to lose weekend enquiries to whoever called first on Monday. Now every buyer gets an answer and an inspection slot straight away, and our appraisal bookings have never been higher.',
      name: 'James Okafor',
      role: 'Principal',
      organisation: 'Okafor & Reid Property',
    },
  },
  faqs: [
    {
      question: 'Can the bot answer enquiries from property portals?',
      answer:
        'Yes. Portal enquiry emails and web forms can trigger the bot to reply by SMS or email within seconds, then continue the conversation in chat.',
    },
    {
      question: 'How does it know which agent to notify?',
      answer:
        'Each listing carries its agent in Zoho CRM, so the bot routes buyers to the listing agent and appraisal requests to the specialist for that suburb.',
    },
    {
      question: 'Can buyers book private inspections?',
      answer:
        'They can. Agents set their available inspection windows in Zoho Bookings, and the bot offers only slots that fit around open homes and travel time.',
    },
    {
      question: 'Does it work for property management too?',
      answer:
        'Yes. Tenancy applications, maintenance requests and routine inspection scheduling use the same templates with different questions.',
    },
    {
      question: 'Will it replace my agents?',
      answer:
        'No. It handles the first conversation and the admin so your agents can spend their time at inspections, appraisals and negotiations.',
    },
  ],
  cta: {
    heading: 'Be the first agent every buyer hears from',
    body: 'See a portal enquiry turn into a booked inspection in our live demo, or download the real estate template kit today.',
  },
  bot: {
    name: 'Real Estate AI Property Assistant',
    script: [
      'Hi! I’m the Real Estate AI Property Assistant. Are you looking to buy, sell or rent? I can also book an inspection for you.',
      'Lovely. The 3-bedroom at 14 Elm Street is listed at $820,000 to $880,000, with a north-facing yard and a double garage. Is that within your budget?',
      'Great. Do you have finance pre-approval yet, and when are you hoping to move?',
      'Thank you! There’s an open home this Saturday at 10:00 am, or I can book a private inspection on Wednesday at 5:30 pm. Which would you prefer?',
      'You’re booked in. Jess, the listing agent, will meet you there and I’ve sent the contract details to your email. Anything else I can help with?',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Agency]',
    questions: [
      'Do you focus on sales, property management or both?',
      'How many agents and active listings do you have?',
      'How many online enquiries do you receive each week?',
      'Which CRM or real estate platform do you use today?',
      'What happens to enquiries that arrive after hours?',
    ],
    features: [
      'Instant replies to listing enquiries',
      'Buyer qualification and lead scoring',
      'Inspection and open-home booking',
      'Vendor appraisal requests',
      'Agent routing and notifications',
    ],
  },
};
