import { industryColors } from '@salesiq/ui/industry-theme';
import { Clock, FileSignature, Hourglass, Landmark, Lock, Scale, ShieldCheck, TrendingUp, UserCheck } from 'lucide-react';
import type { IndustryContent } from './types';

export const finance: IndustryContent = {
  key: 'finance',
  displayName: 'Finance',
  colors: industryColors('finance'),
  layout: 'full',
  hero: {
    eyebrow: 'Conversational lending and advice for financial firms',
    lead:
      'Turn website visitors into pre-qualified applicants. SalesIQ walks prospects through loan eligibility, gathers documents and books advisers into meetings, with every answer logged for your compliance team.',
    highlights: ['Pre-qualifies applicants in minutes', 'Adviser meetings booked automatically', 'Full conversation audit trail'],
    preview: [
      { from: 'visitor', text: 'What would repayments be on a $35,000 car loan?' },
      { from: 'bot', text: 'Over 5 years at our 7.49% p.a. fixed rate, that is about $701 a month. Want a personalised quote?' },
      { from: 'visitor', text: 'Yes, I’m self-employed though.' },
      { from: 'bot', text: 'No problem. I’ll ask for two years of tax returns instead of payslips. It takes about four minutes.' },
    ],
  },
  challengesIntro: {
    heading: 'Where financial firms lose good applicants',
    lead: 'Prospects compare three or four providers at once. The one that answers first, clearly and securely, usually wins.',
  },
  challenges: [
    {
      icon: Hourglass,
      title: 'Slow first response',
      stat: '48h',
      description:
        'Online enquiries often wait two business days for a callback, while comparison sites show competitors’ rates in seconds.',
    },
    {
      icon: FileSignature,
      title: 'Endless document chasing',
      description:
        'Applications stall for weeks because a payslip or ID is missing, and chasing documents by email ties up loan officers.',
    },
    {
      icon: Scale,
      title: 'Regulatory scrutiny',
      description:
        'Every general-advice statement and disclosure must be consistent and recorded, which is hard to guarantee across a busy team.',
    },
    {
      icon: UserCheck,
      title: 'Advisers chasing tyre-kickers',
      description:
        'Senior advisers spend hours on discovery calls with prospects who were never a fit for the minimum investment or product.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for your highest-value conversations',
    lead: 'Automate the front of the funnel for lending and wealth, and hand warm, documented prospects to your people.',
  },
  useCases: [
    {
      icon: Landmark,
      name: 'Loan Application Bot',
      summary: 'Guides applicants from a rate question to a complete, pre-qualified application with documents attached.',
      steps: [
        'Asks about loan purpose, amount and preferred term',
        'Runs an indicative repayment and borrowing-power calculation',
        'Checks basic eligibility: residency, income type and existing debts',
        'Requests ID and income documents through a secure upload link',
        'Creates a qualified deal in Zoho CRM and assigns a loan officer',
      ],
      integrations: ['Zoho CRM', 'Zoho Sign', 'Zoho WorkDrive', 'Credit bureau API'],
    },
    {
      icon: TrendingUp,
      name: 'Investment Advisory Bot',
      summary: 'Profiles a prospect’s goals and risk appetite, then books a meeting with the adviser who fits them best.',
      steps: [
        'Introduces the firm and the general-advice disclaimer',
        'Asks about goals, timeframe and investable assets',
        'Runs a short risk-tolerance questionnaire',
        'Matches the prospect to an adviser and service tier',
        'Books a discovery meeting and sends a fact-find pack',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'Zoho Forms', 'Microsoft Outlook'],
    },
  ],
  contentBlock: {
    heading: 'Compliance-aware automation for banks, lenders and advisers',
    body:
      'Finance templates ship with approved disclaimer steps, consent capture and a transcript of every exchange stored against the client record. Rates, fees and product rules live in one place, so the bot never quotes yesterday’s numbers.',
    points: [
      { icon: Lock, title: 'Secure by design', text: 'Documents go to encrypted storage, never into the chat transcript.' },
      { icon: ShieldCheck, title: 'Consistent disclosures', text: 'General-advice warnings appear at the same step, every time.' },
      { icon: Clock, title: 'Instant at any hour', text: 'Applicants get a quote at 11 pm instead of waiting for Monday.' },
    ],
  },
  results: {
    heading: 'Measured results from lending and advisory teams',
    figures: [
      { value: '85%', label: 'of routine enquiries resolved without an adviser' },
      { value: '50%', label: 'faster loan application completion' },
      { value: '95%', label: 'of applications arrive with every document attached' },
    ],
    testimonial: {
      quote:
        'Applications used to sit for a week waiting on a bank statement. The bot asks for everything up front, so my team now spends its time assessing deals instead of chasing them.',
      name: 'Michael Torres',
      role: 'Head of Lending',
      organisation: 'Harbourline Credit Union',
    },
  },
  faqs: [
    {
      question: 'Can the bot give financial advice?',
      answer:
        'The templates are designed for general information, calculations and fact-finding. Personal advice is always handed to a licensed adviser, and the bot shows your approved disclaimer before any product discussion.',
    },
    {
      question: 'How are identity and income documents protected?',
      answer:
        'Uploads go through an encrypted link straight to Zoho WorkDrive or your document system. The chat only stores a reference, never the file itself.',
    },
    {
      question: 'Can it quote our current rates?',
      answer:
        'Yes. Rates and fees are kept in a single table that the bot reads in real time, so a rate change is live the moment your team updates it.',
    },
    {
      question: 'Do we keep a record of every conversation?',
      answer:
        'Every transcript is attached to the contact in Zoho CRM with timestamps, which gives your compliance team a complete audit trail.',
    },
    {
      question: 'Does it work for both lending and wealth teams?',
      answer:
        'It does. Most firms start with the Loan Application Bot, then add the Investment Advisory Bot with its own routing rules and adviser calendars.',
    },
  ],
  cta: {
    heading: 'Answer every applicant first, with every disclosure in place',
    body: 'Watch a loan application go from first question to qualified deal in a live demo, or grab the finance template kit now.',
  },
  bot: {
    name: 'Finance AI Advisory Assistant',
    script: [
      'Welcome to Harbourline! I’m the Finance AI Advisory Assistant. I can give you a loan quote, help you start investing or sort out an account question. What brings you in today?',
      'Great. For a personal loan of $20,000 over 5 years at 7.49% p.a., repayments would be around $400 a month. Is that in the range you had in mind?',
      'Perfect. A couple of quick eligibility questions: are you employed full-time, part-time or self-employed, and roughly what is your annual income?',
      'Thanks, you look like a strong fit. I can send a secure link to upload your ID and two recent payslips, and a lending specialist will confirm your rate within one business day.',
      'All set! Your reference is HL-48213. Please note this is general information only and not personal financial advice. Is there anything else I can help with?',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Firm]',
    questions: [
      'What services do you offer (lending, banking, wealth, insurance)?',
      'How many enquiries or applications do you receive each month?',
      'Which CRM or loan origination system do you use?',
      'What compliance requirements must the bot respect?',
      'Where do applicants most often drop out today?',
    ],
    features: [
      'Loan pre-qualification and repayment quotes',
      'Secure document collection',
      'Investment risk profiling',
      'Adviser meeting booking',
      'Compliance disclaimers and transcript logging',
    ],
  },
};
