import { industryColors } from '@salesiq/ui/industry-theme';
import { Accessibility, ClipboardCheck, FileText, IdCard, Landmark, Languages, PhoneCall, Search, ShieldCheck } from 'lucide-react';
import type { IndustryContent } from './types';

export const government: IndustryContent = {
  key: 'government',
  displayName: 'Government',
  colors: industryColors('government'),
  layout: 'full',
  hero: {
    eyebrow: 'AI citizen services for councils and public agencies',
    lead:
      'Help residents find the right service, complete applications and report issues without waiting on the phone. SalesIQ answers in plain language, in many languages, and routes every request to the right department.',
    highlights: ['Plain-language answers about services', 'Service requests lodged with location and photo', 'Accessible and multilingual'],
    preview: [
      { from: 'visitor', text: 'My bin wasn’t collected this morning.' },
      { from: 'bot', text: 'Sorry about that. Can you confirm your street address so I can check today’s collection run?' },
      { from: 'visitor', text: '12 Banksia Street.' },
      { from: 'bot', text: 'Thanks. The truck missed your street. I’ve logged a request and it will be collected by 5 pm tomorrow.' },
    ],
  },
  challengesIntro: {
    heading: 'Public service demand keeps growing',
    lead: 'Residents expect the same convenience from government as from their bank, on smaller budgets and with strict rules.',
  },
  challenges: [
    {
      icon: PhoneCall,
      title: 'Contact-centre queues',
      stat: '20 min',
      description:
        'Average hold times can exceed twenty minutes in peak periods, mostly for simple questions.',
    },
    {
      icon: Search,
      title: 'Hard-to-find information',
      description:
        'Residents struggle to navigate large websites to find the right form, fee or eligibility rule.',
    },
    {
      icon: FileText,
      title: 'Applications sent back',
      description:
        'Permit and service applications arrive with missing details and documents, adding weeks to processing.',
    },
    {
      icon: Languages,
      title: 'Diverse communities',
      description:
        'Services must be accessible to residents of every language, ability and level of digital confidence.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for residents',
    lead: 'Answer questions and take service requests, with a clear path to a person whenever it is needed.',
  },
  useCases: [
    {
      icon: Landmark,
      name: 'Citizen Services Bot',
      summary: 'Answers questions about services, fees and eligibility, and guides residents to the right form.',
      steps: [
        'Asks what the resident needs help with',
        'Finds the matching service and explains eligibility',
        'Shares fees, required documents and processing times',
        'Pre-fills the application and checks it is complete',
        'Provides a reference number and expected timeframe',
      ],
      integrations: ['Zoho Creator', 'Zoho CRM', 'Payment gateway', 'Records management system'],
    },
    {
      icon: ClipboardCheck,
      name: 'Service Request Bot',
      summary: 'Logs issues such as missed bins, potholes and graffiti with location and photos, and keeps residents updated.',
      steps: [
        'Identifies the type of issue being reported',
        'Captures the exact location on a map',
        'Collects photos and a short description',
        'Creates a work order for the responsible team',
        'Sends status updates until the issue is resolved',
      ],
      integrations: ['Zoho Desk', 'GIS mapping', 'Asset management system', 'Twilio SMS'],
    },
  ],
  contentBlock: {
    heading: 'Accessible, accountable and secure',
    body:
      'Government templates are written in plain language and tested for accessibility. Data stays in your approved systems, every conversation is recorded for accountability, and residents can always choose to speak with a person.',
    points: [
      { icon: Accessibility, title: 'Accessible by design', text: 'Works with screen readers and keyboards, in plain language.' },
      { icon: ShieldCheck, title: 'Records kept', text: 'Conversations retained in line with your records policy.' },
      { icon: IdCard, title: 'Verified when needed', text: 'Identity checks only for services that require them.' },
    ],
  },
  results: {
    heading: 'What public agencies report',
    figures: [
      { value: '54%', label: 'fewer routine calls to the contact centre' },
      { value: '3 days', label: 'faster average permit processing' },
      { value: '91%', label: 'resident satisfaction with chat answers' },
    ],
    testimonial: {
      quote:
        'Residents now report missed bins and potholes in a minute, with photos and a map pin. Our crews get better information and our phone queues have halved.',
      name: 'Margaret O’Neill',
      role: 'Customer Service Manager',
      organisation: 'Greenvale City Council',
    },
  },
  faqs: [
    {
      question: 'Does it meet accessibility standards?',
      answer:
        'The chat widget supports keyboards and screen readers, and our templates use plain language and clear structure aligned with WCAG guidance.',
    },
    {
      question: 'Where is resident data stored?',
      answer:
        'In your own approved systems. Conversations are retained according to your records management policy.',
    },
    {
      question: 'Can residents pay fees in the chat?',
      answer:
        'The bot can send residents to your existing payment gateway with the amount and reference pre-filled.',
    },
    {
      question: 'How does it route requests to departments?',
      answer:
        'Each service and issue type maps to a team or queue, and requests arrive with location, photos and contact details attached.',
    },
    {
      question: 'Can residents still speak to a person?',
      answer:
        'Always. Residents can ask for a person at any time, and the bot hands over during business hours or arranges a callback.',
    },
  ],
  cta: {
    heading: 'Better services for every resident',
    body: 'See a service request lodged and routed in our live demo, or download the government template kit.',
  },
  bot: {
    name: 'Government AI Citizen Services Assistant',
    script: [
      'Hello, I’m the Government AI Citizen Services Assistant for Greenvale City Council. I can answer questions about council services, help with an application or log a request. What do you need today?',
      'I can help with that. Could you tell me the street address where the problem is, so I can check the right service area?',
      'Thank you. I’ve checked today’s schedule and the collection truck missed part of your street this morning. I’ve logged a service request with reference GCC-58213.',
      'A crew will collect your bin by 5 pm tomorrow. Would you like an SMS when it has been done?',
      'Done. You’ll get a text once it’s collected. Is there anything else I can help you with today? You can also ask to speak with a council officer at any time.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Agency]',
    questions: [
      'What level of government are you (local, state, federal) and which services are in scope?',
      'How many resident contacts do you handle each month, and through which channels?',
      'Which CRM, request or records systems do you use?',
      'What accessibility and language requirements apply?',
      'Which enquiries would you most like to take off your contact centre?',
    ],
    features: [
      'Service information in plain language',
      'Guided applications and eligibility checks',
      'Issue reporting with map location and photos',
      'Request status updates',
      'Accessible, multilingual chat',
    ],
  },
};
