import { industryColors } from '@salesiq/ui/industry-theme';
import { CalendarClock, FileSignature, Filter, Gavel, Lock, Moon, Scale, ShieldCheck, UserCheck } from 'lucide-react';
import type { IndustryContent } from './types';

export const legal: IndustryContent = {
  key: 'legal',
  displayName: 'Legal',
  colors: industryColors('legal'),
  layout: 'full',
  hero: {
    eyebrow: 'AI client intake for law firms',
    lead:
      'Respond to every prospective client in seconds, screen for practice area and conflicts, and book qualified consultations straight into your lawyers’ calendars. SalesIQ handles intake with the discretion your clients expect.',
    highlights: ['Confidential intake, day and night', 'Practice-area routing', 'Consultations booked and paid'],
    preview: [
      { from: 'visitor', text: 'I was injured at work last month. Can you help?' },
      { from: 'bot', text: 'I’m sorry to hear that. Our workplace injury team can help. Have you lodged a workers’ compensation claim yet?' },
      { from: 'visitor', text: 'Not yet.' },
      { from: 'bot', text: 'That’s fine. I can book a free 20-minute consultation with a lawyer tomorrow. Does 10:00 am suit?' },
    ],
  },
  challengesIntro: {
    heading: 'Why prospective clients never become clients',
    lead: 'People contact a lawyer at stressful moments. The firm that responds first, clearly and with care, is usually the one they hire.',
  },
  challenges: [
    {
      icon: Moon,
      title: 'After-hours enquiries',
      stat: '40%',
      description:
        'Around 40% of legal enquiries arrive outside business hours, often straight after an accident, arrest or family crisis.',
    },
    {
      icon: Filter,
      title: 'Mismatched enquiries',
      description:
        'Lawyers spend billable time on calls about practice areas the firm does not handle or matters outside its jurisdiction.',
    },
    {
      icon: FileSignature,
      title: 'Slow manual intake',
      description:
        'Intake forms, conflict checks and engagement letters bounce between staff and clients for days before work can begin.',
    },
    {
      icon: ShieldCheck,
      title: 'Confidentiality risk',
      description:
        'Sensitive details shared over open web forms and email raise privilege and data-protection concerns.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for a smoother client journey',
    lead: 'Qualify new matters accurately, then make booking and onboarding effortless.',
  },
  useCases: [
    {
      icon: Scale,
      name: 'Client Intake Bot',
      summary: 'Screens each enquiry by practice area, urgency and jurisdiction, and captures the facts a lawyer needs.',
      steps: [
        'Shows a confidentiality notice and asks about the legal issue',
        'Identifies the practice area and jurisdiction',
        'Captures key dates, parties involved and urgency',
        'Collects names of other parties for a conflict check',
        'Creates a matter enquiry and notifies the right lawyer',
      ],
      integrations: ['Zoho CRM', 'Clio', 'Zoho Forms', 'Microsoft Outlook'],
    },
    {
      icon: CalendarClock,
      name: 'Consultation Booking Bot',
      summary: 'Books initial consultations, takes payment where required and sends engagement documents for signature.',
      steps: [
        'Explains consultation options and fees',
        'Offers available times with the matched lawyer',
        'Takes a consultation fee or confirms a free session',
        'Sends the engagement letter for e-signature',
        'Reminds the client and shares what documents to bring',
      ],
      integrations: ['Zoho Bookings', 'Zoho Sign', 'Stripe', 'Clio'],
    },
  ],
  contentBlock: {
    heading: 'Discreet, accurate and always on',
    body:
      'Legal templates are written with practising lawyers: they never give legal advice, always show your confidentiality notice and capture exactly what your team needs for a conflict check. Matters flow into your CRM or practice management system ready to open.',
    points: [
      { icon: Lock, title: 'Confidential by default', text: 'Encrypted conversations and role-based access to transcripts.' },
      { icon: Gavel, title: 'No advice given', text: 'Clear boundaries: information and intake only, advice from your lawyers.' },
      { icon: UserCheck, title: 'Conflict-ready', text: 'Other-party names captured in a structured format for checks.' },
    ],
  },
  results: {
    heading: 'What law firms report',
    figures: [
      { value: '80%', label: 'more qualified consultations' },
      { value: '65%', label: 'faster intake' },
      { value: '24/7', label: 'confidential intake for new clients' },
    ],
    testimonial: {
      quote:
        'People contact us at the worst moments of their lives, often late at night. The intake bot responds with care, collects the facts and books them in, and our lawyers start each consultation fully prepared.',
      name: 'Catherine Walsh',
      role: 'Managing Partner',
      organisation: 'Walsh Bennett Lawyers',
    },
  },
  faqs: [
    {
      question: 'Does the bot give legal advice?',
      answer:
        'No. It provides general information about your services and gathers facts for intake. Every template includes a clear statement that advice comes only from your lawyers.',
    },
    {
      question: 'How is client confidentiality protected?',
      answer:
        'Conversations are encrypted, transcripts are stored in your own systems with role-based access, and the bot shows your confidentiality notice before any details are collected.',
    },
    {
      question: 'Can it run conflict checks?',
      answer:
        'It captures the names of all parties in a structured way and passes them to your practice management system or team for the conflict check before a booking is confirmed.',
    },
    {
      question: 'Does it integrate with Clio or other practice management tools?',
      answer:
        'Yes. Clio connects out of the box, and other systems connect through their APIs or Zoho Flow.',
    },
    {
      question: 'Can we charge for initial consultations?',
      answer:
        'You can. The booking bot takes payment through a secure link or marks the session as free, depending on the practice area.',
    },
  ],
  cta: {
    heading: 'Be the firm that answers first',
    body: 'See a new enquiry become a booked, conflict-checked consultation in our live demo, or download the legal template kit.',
  },
  bot: {
    name: 'Legal AI Legal Assistant',
    script: [
      'Hello, and thank you for contacting Walsh Bennett Lawyers. I’m the Legal AI Legal Assistant. Everything you share is confidential. Can you tell me briefly what your legal matter is about?',
      'Thank you for sharing that. It sounds like a matter for our employment law team. So I can match you with the right lawyer, when did this happen, and which state are you in?',
      'Understood. Time limits can apply to matters like this, so it’s good you reached out now. Please note I can’t give legal advice, but I can book you a consultation with a specialist lawyer.',
      'I have availability tomorrow at 10:00 am or Thursday at 2:30 pm for a free 20-minute phone consultation. Which would you prefer?',
      'You’re booked. I’ve emailed a confirmation and a short list of documents that may help, such as your contract and any letters you’ve received. Take care.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Firm]',
    questions: [
      'Which practice areas does your firm cover?',
      'How many lawyers and offices do you have?',
      'How many new-client enquiries do you receive each month?',
      'Which practice management system do you use (Clio, LEAP, other)?',
      'How do you handle intake and conflict checks today?',
    ],
    features: [
      'Confidential client intake',
      'Practice-area and jurisdiction screening',
      'Conflict-check data capture',
      'Consultation booking and payment',
      'Engagement letters for e-signature',
    ],
  },
};
