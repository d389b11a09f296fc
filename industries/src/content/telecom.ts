import { industryColors } from '@salesiq/ui/industry-theme';
import { ArrowUpCircle, PhoneCall, Receipt, Router, Signal, Smartphone, TrendingDown, Wifi, Wrench } from 'lucide-react';
import type { IndustryContent } from './types';

export const telecom: IndustryContent = {
  key: 'telecom',
  displayName: 'Telecom',
  colors: industryColors('telecom'),
  layout: 'full',
  hero: {
    eyebrow: 'AI customer care and sales for telcos and internet providers',
    lead:
      'Resolve billing, outage and connection questions instantly, and turn support chats into plan upgrades. SalesIQ troubleshoots with customers step by step and only calls on your agents when a technician is truly needed.',
    highlights: ['Guided troubleshooting for modems and mobiles', 'Live outage status by address', 'Upgrade offers matched to usage'],
    preview: [
      { from: 'visitor', text: 'My internet has been dropping out all morning.' },
      { from: 'bot', text: 'Sorry about that. There are no outages at your address. Let’s restart your modem together. Is the DSL light green or orange?' },
      { from: 'visitor', text: 'Orange.' },
      { from: 'bot', text: 'Thanks. I’ve reset your line remotely. Give it two minutes and the light should turn green.' },
    ],
  },
  challengesIntro: {
    heading: 'The pressure on telecom support',
    lead: 'Millions of customers, thousands of plan combinations and zero patience for hold music.',
  },
  challenges: [
    {
      icon: PhoneCall,
      title: 'Call-centre overload',
      description:
        'Outages and bill cycles trigger call spikes that leave customers on hold for half an hour or more.',
    },
    {
      icon: Receipt,
      title: 'Billing confusion',
      stat: '30%',
      description:
        'Close to a third of contacts are about bills: unexpected charges, data overages and payment dates.',
    },
    {
      icon: Wrench,
      title: 'Avoidable technician visits',
      description:
        'Many truck rolls are for problems a customer could fix in minutes with the right guided steps.',
    },
    {
      icon: TrendingDown,
      title: 'Churn to competitors',
      description:
        'Frustrated customers switch providers at the end of their contract, often after a single bad support experience.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for support and sales',
    lead: 'Fix problems faster and grow revenue from the customers you already have.',
  },
  useCases: [
    {
      icon: Router,
      name: 'Technical Support Bot',
      summary: 'Checks outages, runs remote diagnostics and walks customers through fixes before booking a technician.',
      steps: [
        'Verifies the account and service address',
        'Checks for known outages in the area',
        'Runs a remote line or device diagnostic',
        'Guides the customer through troubleshooting steps',
        'Books a technician or escalates to an agent with test results',
      ],
      integrations: ['Zoho Desk', 'OSS/BSS platform', 'Network monitoring API', 'Twilio SMS'],
    },
    {
      icon: Smartphone,
      name: 'Plan & Billing Bot',
      summary: 'Explains bills, takes payments and recommends better-fitting plans based on actual usage.',
      steps: [
        'Shows the latest bill with charges explained in plain language',
        'Takes payment or sets up a payment arrangement',
        'Reviews data, call and roaming usage',
        'Recommends a plan or add-on that fits the usage',
        'Processes the upgrade and confirms the new monthly cost',
      ],
      integrations: ['Billing system', 'Zoho CRM', 'Stripe', 'Zoho Analytics'],
    },
  ],
  contentBlock: {
    heading: 'Support at network scale',
    body:
      'Telecom templates plug into your outage feeds, diagnostics and billing platform. Customers get accurate, personal answers in seconds, agents receive cases with test results attached, and every support chat is a chance to offer a better plan.',
    points: [
      { icon: Signal, title: 'Outage-aware', text: 'Known incidents are shared proactively, before customers ask.' },
      { icon: Wifi, title: 'Guided fixes', text: 'Step-by-step troubleshooting for modems, routers and handsets.' },
      { icon: ArrowUpCircle, title: 'Usage-based upsell', text: 'Recommends data packs and plans customers actually need.' },
    ],
  },
  results: {
    heading: 'What providers see after launch',
    figures: [
      { value: '50%', label: 'fewer support calls' },
      { value: '35%', label: 'higher plan upgrades' },
      { value: '24/7', label: 'support without queues' },
    ],
    testimonial: {
      quote:
        'During our last fibre outage the bot answered tens of thousands of customers with their exact restoration time. Our call centre stayed calm for the first time in years.',
      name: 'Aisha Rahman',
      role: 'Head of Digital Care',
      organisation: 'Lumen Connect',
    },
  },
  faqs: [
    {
      question: 'Can the bot see live outages?',
      answer:
        'Yes. It reads your network incident feed and tells customers at affected addresses what is happening and when service is expected back.',
    },
    {
      question: 'Can it run diagnostics on a customer’s line?',
      answer:
        'With your diagnostic APIs connected, it can test the line, reset a port or refresh a mobile profile, then guide the customer through the remaining steps.',
    },
    {
      question: 'How does it verify customers?',
      answer:
        'Customers confirm their identity with account details and a one-time code sent to the registered mobile before any account information is shared.',
    },
    {
      question: 'Can customers change plans in the chat?',
      answer:
        'Yes. The bot compares usage with available plans, explains the cost difference and processes the change in your billing system.',
    },
    {
      question: 'Will it handle our volume?',
      answer:
        'SalesIQ scales to very large volumes of concurrent conversations, which is exactly when a bot is most valuable: during outages and bill runs.',
    },
  ],
  cta: {
    heading: 'Shorter queues, happier customers, more upgrades',
    body: 'See a dropout fixed and a plan upgraded in one conversation in our live demo, or download the telecom template kit.',
  },
  bot: {
    name: 'Telecom AI Telecom Assistant',
    script: [
      'Hi! I’m the Telecom AI Telecom Assistant. I can help with internet or mobile issues, explain your bill or find you a better plan. What can I help with today?',
      'Let’s sort that out. I’ve checked your address and there are no outages in your area. I’ve also run a quick line test: your modem looks connected but the signal is unstable. Could you restart it for me?',
      'Thanks! The line has reconnected at full speed. While I have you, I noticed you’ve used over 90% of your data for three months running. Would you like to see a plan with more data?',
      'Our Unlimited 100 plan is just $10 more a month than yours, with no excess data charges and free streaming data. Shall I switch you over from your next bill?',
      'Done! Your new plan starts on the 1st, and I’ve sent the details by email. Thanks for being with Lumen Connect.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Company]',
    questions: [
      'Which services do you provide (mobile, broadband, business, wholesale)?',
      'How many customers do you support?',
      'Which billing and support platforms do you use?',
      'What are the most common reasons customers contact you?',
      'How do you communicate outages to customers today?',
    ],
    features: [
      'Outage lookups by address',
      'Guided technical troubleshooting',
      'Bill explanations and payments',
      'Usage-based plan recommendations',
      'Agent escalation with diagnostic results',
    ],
  },
};
