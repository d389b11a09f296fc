import { industryColors } from '@salesiq/ui/industry-theme';
import { CalendarCheck, Code, LifeBuoy, Rocket, Target, TrendingDown, UserPlus, Users, Zap } from 'lucide-react';
import type { IndustryContent } from './types';

export const saas: IndustryContent = {
  key: 'saas',
  displayName: 'SaaS',
  colors: industryColors('saas'),
  layout: 'full',
  hero: {
    eyebrow: 'AI demo booking and onboarding for software companies',
    lead:
      'Qualify trial sign-ups, book demos for your sales team and guide new users to their first win. SalesIQ reads product usage and plan data, so every conversation is relevant to where the customer is in their journey.',
    highlights: ['Demos booked with the right rep', 'In-app onboarding guidance', 'Usage-triggered expansion offers'],
    preview: [
      { from: 'visitor', text: 'Does your platform integrate with HubSpot and Slack?' },
      { from: 'bot', text: 'Both, natively. How big is your team? I can show you the plan that fits.' },
      { from: 'visitor', text: 'About 40 people in sales.' },
      { from: 'bot', text: 'Our Growth plan suits teams of 25–100. Want a 30-minute demo with a product specialist this week?' },
    ],
  },
  challengesIntro: {
    heading: 'Growth leaks in the SaaS funnel',
    lead: 'Visitors, trials and new customers all need guidance at different moments, and your team can’t be everywhere.',
  },
  challenges: [
    {
      icon: Target,
      title: 'Unqualified demo requests',
      description:
        'Account executives spend demos with students, competitors and teams far too small for the product.',
    },
    {
      icon: Rocket,
      title: 'Trials that never activate',
      stat: '60%',
      description:
        'Most trial users never reach the feature that shows the product’s value, and quietly let the trial expire.',
    },
    {
      icon: LifeBuoy,
      title: 'Repetitive how-to tickets',
      description:
        'Support answers the same setup and billing questions every day instead of solving real problems.',
    },
    {
      icon: TrendingDown,
      title: 'Silent churn',
      description:
        'Accounts whose usage is falling rarely speak up, and customer success finds out at renewal time.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for acquisition and adoption',
    lead: 'Put the right prospects in front of sales, and the right features in front of new users.',
  },
  useCases: [
    {
      icon: CalendarCheck,
      name: 'Demo Qualification Bot',
      summary: 'Qualifies website visitors by company size, use case and tools, then books a demo with the right rep.',
      steps: [
        'Asks about the visitor’s role, team size and goals',
        'Checks company data from the email domain',
        'Answers integration, security and pricing questions',
        'Routes enterprise leads to account executives and smaller teams to self-serve',
        'Books the demo and sends a tailored agenda',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'Clearbit enrichment', 'Slack'],
    },
    {
      icon: UserPlus,
      name: 'Onboarding Guide Bot',
      summary: 'Welcomes new users inside the product, guides setup and nudges them toward the features that matter.',
      steps: [
        'Greets the new user and asks what they want to achieve',
        'Shows a personalised setup checklist',
        'Links to the right help article or short video at each step',
        'Notices when a user gets stuck and offers a live session',
        'Celebrates the first milestone and suggests the next feature',
      ],
      integrations: ['Product analytics', 'Zoho Desk', 'Intercom-style in-app widget', 'Zoho Campaigns'],
    },
  ],
  contentBlock: {
    heading: 'Product-aware conversations at every stage',
    body:
      'SaaS templates connect SalesIQ to your CRM, billing and product analytics, so the bot knows whether it is talking to a prospect, a trial user or a power user, and adapts its answers and offers to match.',
    points: [
      { icon: Users, title: 'Smart routing', text: 'Enterprise, mid-market and self-serve leads each take the right path.' },
      { icon: Zap, title: 'Activation nudges', text: 'Triggered by product events, not a fixed email schedule.' },
      { icon: Code, title: 'Developer-friendly', text: 'Answers API and integration questions from your docs.' },
    ],
  },
  results: {
    heading: 'What software teams measure',
    figures: [
      { value: '2.8x', label: 'more sales-qualified demos booked' },
      { value: '33%', label: 'higher trial-to-paid conversion' },
      { value: '44%', label: 'fewer how-to support tickets' },
    ],
    testimonial: {
      quote:
        'Our reps only take demos with teams that fit now, and new trials get a guide that actually gets them to the aha moment. Trial conversion is up by a third.',
      name: 'Olivia Brennan',
      role: 'VP of Growth',
      organisation: 'Stackwise',
    },
  },
  faqs: [
    {
      question: 'Can the bot qualify leads with firmographic data?',
      answer:
        'Yes. It can enrich a visitor’s work email with company size and industry and use that, together with their answers, to route them.',
    },
    {
      question: 'Can it run inside our product, not just on the website?',
      answer:
        'The SalesIQ widget can be embedded in your app, where it can read the signed-in user’s plan and product events.',
    },
    {
      question: 'Does it answer technical and API questions?',
      answer:
        'It draws on your help centre and developer docs, and hands deeper technical questions to support with the context attached.',
    },
    {
      question: 'How does it help reduce churn?',
      answer:
        'It watches for falling usage or failed payments and reaches out with help, training or a customer success call before renewal.',
    },
    {
      question: 'Will it book demos into our reps’ calendars?',
      answer:
        'Yes. It uses round-robin or territory rules to book the right rep through Zoho Bookings, Google Calendar or Outlook.',
    },
  ],
  cta: {
    heading: 'Book better demos and activate more trials',
    body: 'See a visitor qualified and booked into a demo in our live walkthrough, or download the SaaS template kit now.',
  },
  bot: {
    name: 'SaaS AI Onboarding Assistant',
    script: [
      'Hi! I’m the SaaS AI Onboarding Assistant. Are you exploring Stackwise for your team, or already using it and looking for help?',
      'Great. To point you in the right direction: roughly how many people are on your team, and which tools do you use today, like HubSpot, Salesforce or Slack?',
      'Thanks! Stackwise integrates natively with all of those. For a team of your size our Growth plan is the best fit, with SSO and advanced reporting included. Would a live demo help?',
      'I’ve booked you a 30-minute demo with Nina, one of our product specialists, on Thursday at 2 pm. She’ll tailor it to your sales workflow.',
      'You’re all set! I’ve also started a 14-day trial on your email so you can explore before the call. See you Thursday!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Company]',
    questions: [
      'What does your product do, and who is it for?',
      'Do you sell self-serve, sales-led or both?',
      'How many trial sign-ups and demo requests do you get each month?',
      'Which CRM, billing and product analytics tools do you use?',
      'Where do you see the biggest drop-off: visitor, trial or renewal?',
    ],
    features: [
      'Demo qualification and routing',
      'Rep calendar booking',
      'In-app onboarding guidance',
      'Help-centre answers and ticket deflection',
      'Churn-risk outreach',
    ],
  },
};
