import { industryColors } from '@salesiq/ui/industry-theme';
import { Camera, FileText, Hourglass, Scale, ShieldAlert, ShieldCheck, Timer, Umbrella, UserCheck } from 'lucide-react';
import type { IndustryContent } from './types';

export const insurance: IndustryContent = {
  key: 'insurance',
  displayName: 'Insurance',
  colors: industryColors('insurance'),
  layout: 'full',
  hero: {
    eyebrow: 'AI quoting and claims support for insurers and brokers',
    lead:
      'Quote policies in minutes and make lodging a claim feel simple on a difficult day. SalesIQ gathers rating details, explains cover in plain language and starts claims with photos and documents attached.',
    highlights: ['Quotes started from any page', 'First notice of loss in minutes', 'Cover explained in plain language'],
    preview: [
      { from: 'visitor', text: 'Someone reversed into my car in a car park. What do I do?' },
      { from: 'bot', text: 'I’m sorry that happened. Is everyone okay? I can start your claim now; it takes about five minutes.' },
      { from: 'visitor', text: 'Everyone’s fine. Let’s start.' },
      { from: 'bot', text: 'Thanks. First, please upload a photo of the damage and the other driver’s registration, if you have it.' },
    ],
  },
  challengesIntro: {
    heading: 'Where insurers lose trust and business',
    lead: 'Insurance is bought rarely and claimed at stressful moments. Both need clarity and speed.',
  },
  challenges: [
    {
      icon: Hourglass,
      title: 'Long quote forms',
      stat: '70%',
      description:
        'Long online quote forms are abandoned by around seven in ten visitors before a price is shown.',
    },
    {
      icon: ShieldAlert,
      title: 'Stressful claims',
      description:
        'Customers lodging a claim after an accident or storm wait on hold when they most need reassurance.',
    },
    {
      icon: FileText,
      title: 'Confusing policy wording',
      description:
        'Questions about excesses, exclusions and cover limits flood contact centres and erode confidence.',
    },
    {
      icon: Timer,
      title: 'Renewal-time switching',
      description:
        'Customers shop around at renewal, and those with unanswered questions are the first to leave.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for buying and claiming',
    lead: 'Help customers buy the right cover, and support them the moment something goes wrong.',
  },
  useCases: [
    {
      icon: Umbrella,
      name: 'Quote & Compare Bot',
      summary: 'Collects rating details conversationally and presents cover options with clear differences.',
      steps: [
        'Asks what the customer wants to insure',
        'Collects rating details one question at a time',
        'Presents cover levels with prices and excess options',
        'Explains what is and is not covered in plain language',
        'Binds the policy or books a call with a broker',
      ],
      integrations: ['Policy administration system', 'Zoho CRM', 'Stripe', 'Zoho Sign'],
    },
    {
      icon: ShieldCheck,
      name: 'Claims Intake Bot',
      summary: 'Takes the first notice of loss, gathers evidence and keeps the customer updated on progress.',
      steps: [
        'Checks the customer is safe and shares emergency contacts',
        'Verifies the policy and cover for the event',
        'Records what happened, when and where',
        'Collects photos, reports and third-party details',
        'Lodges the claim and shares the claim number and next steps',
      ],
      integrations: ['Claims management system', 'Zoho Desk', 'Zoho WorkDrive', 'Twilio SMS'],
    },
  ],
  contentBlock: {
    heading: 'Clarity when customers need it most',
    body:
      'Insurance templates follow your product rules and approved wording. They quote from your rating engine, explain cover the way your product disclosure statement does, and log every claim with the evidence assessors need.',
    points: [
      { icon: Scale, title: 'Compliant wording', text: 'Product explanations use your approved, reviewed language.' },
      { icon: Camera, title: 'Evidence first time', text: 'Photos and documents collected at lodgement, not weeks later.' },
      { icon: UserCheck, title: 'Broker-friendly', text: 'Complex risks go to a broker with the details already captured.' },
    ],
  },
  results: {
    heading: 'What insurers and brokers gain',
    figures: [
      { value: '46%', label: 'more quotes completed online' },
      { value: '8 min', label: 'average time to lodge a claim' },
      { value: '37%', label: 'fewer policy-wording calls to the contact centre' },
    ],
    testimonial: {
      quote:
        'After the hailstorm, thousands of customers lodged claims through the bot with photos attached. Our assessors started work the next morning instead of spending a week collecting evidence.',
      name: 'Thomas Ashworth',
      role: 'Chief Customer Officer',
      organisation: 'Keystone Mutual',
    },
  },
  faqs: [
    {
      question: 'Can the bot give an accurate premium?',
      answer:
        'Yes, when it is connected to your rating engine. It collects the same details as your quote form, one question at a time.',
    },
    {
      question: 'Does it follow our compliance requirements?',
      answer:
        'The bot uses your approved wording, shows required disclosures at the right steps and logs every conversation for review.',
    },
    {
      question: 'How does claims intake work?',
      answer:
        'Customers describe the event, upload photos and documents and receive a claim number straight away. The claim is created in your claims system with everything attached.',
    },
    {
      question: 'Can brokers use it with their clients?',
      answer:
        'Yes. Brokers use it to collect renewal information and new-business details, then review and place the risk themselves.',
    },
    {
      question: 'Will customers be able to speak to a person?',
      answer:
        'Always. Customers can ask for a person at any point, and urgent or vulnerable situations are escalated immediately.',
    },
  ],
  cta: {
    heading: 'Make buying and claiming effortless',
    body: 'See a quote bound and a claim lodged in our live demo, or download the insurance template kit now.',
  },
  bot: {
    name: 'Insurance AI Claims Assistant',
    script: [
      'Hello, I’m the Insurance AI Claims Assistant at Keystone Mutual. I can help you get a quote, understand your cover or lodge a claim. How can I help today?',
      'I’m sorry to hear that, and I’m glad everyone is safe. I’ve found your comprehensive car policy, and this kind of incident is covered. When and where did it happen?',
      'Thank you. Could you upload a few photos of the damage and, if you have them, the other driver’s name and registration?',
      'Got them, thank you. Your claim is lodged with number KM-3390417. Your excess is $650, and it may be waived if the other driver is found at fault.',
      'An assessor will contact you within one business day, and you can book your car into one of our partner repairers from the link I’ve emailed. Take care.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Company]',
    questions: [
      'Are you an insurer, broker or underwriting agency?',
      'Which lines of business do you offer (motor, home, life, commercial)?',
      'Which policy administration and claims systems do you use?',
      'How many quotes and claims do you handle each month?',
      'What compliance requirements apply to your customer conversations?',
    ],
    features: [
      'Conversational quotes and cover comparison',
      'Policy questions in plain language',
      'First notice of loss with photo uploads',
      'Claim status updates',
      'Broker and agent handoff',
    ],
  },
};
