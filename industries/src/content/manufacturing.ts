import { industryColors } from '@salesiq/ui/industry-theme';
import { Boxes, Cog, Factory, FileText, Gauge, Timer, Truck, Warehouse, Wrench } from 'lucide-react';
import type { IndustryContent } from './types';

export const manufacturing: IndustryContent = {
  key: 'manufacturing',
  displayName: 'Manufacturing',
  colors: industryColors('manufacturing'),
  layout: 'full',
  hero: {
    eyebrow: 'AI quoting and order support for manufacturers and distributors',
    lead:
      'Capture detailed RFQs, answer spec and lead-time questions and keep distributors updated on orders without tying up your engineers. SalesIQ turns your website into a sales engineer that never clocks off.',
    highlights: ['Structured RFQs with drawings attached', 'Live order and lead-time status', 'Dealer and distributor support'],
    preview: [
      { from: 'visitor', text: 'Can you machine 500 aluminium brackets to our drawing?' },
      { from: 'bot', text: 'Yes, 6061 or 7075? Please upload your drawing and I’ll check tolerances and capacity.' },
      { from: 'visitor', text: '6061, drawing attached.' },
      { from: 'bot', text: 'Got it. Current lead time is 3 weeks. An estimator will send your quote within 24 hours.' },
    ],
  },
  challengesIntro: {
    heading: 'Where B2B manufacturing sales slow down',
    lead: 'Complex products mean complex questions, and every back-and-forth email adds days to the quote.',
  },
  challenges: [
    {
      icon: FileText,
      title: 'Incomplete RFQs',
      description:
        'Quote requests arrive without quantities, materials or drawings, and estimators lose days gathering the basics.',
    },
    {
      icon: Timer,
      title: 'Slow quote turnaround',
      stat: '5 days',
      description:
        'The average quote takes about a week, and buyers often award the job to whoever answers first.',
    },
    {
      icon: Truck,
      title: '“Where’s my order?” calls',
      description:
        'Customer service spends hours each day reading order status from the ERP to customers over the phone.',
    },
    {
      icon: Wrench,
      title: 'Engineers pulled into sales',
      description:
        'Technical questions about specs and compatibility interrupt engineers who should be on the production floor.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for sales and service',
    lead: 'Win more quotes with complete RFQs, and keep customers informed after the purchase order arrives.',
  },
  useCases: [
    {
      icon: Factory,
      name: 'RFQ Qualification Bot',
      summary: 'Collects every detail an estimator needs, from material and tolerance to drawings and delivery date.',
      steps: [
        'Identifies the product family or manufacturing process',
        'Captures quantities, materials, finishes and tolerances',
        'Requests CAD drawings or specification sheets',
        'Checks the requested delivery date against current capacity',
        'Creates a quote opportunity and assigns an estimator',
      ],
      integrations: ['Zoho CRM', 'Zoho WorkDrive', 'ERP system', 'Zoho Analytics'],
    },
    {
      icon: Boxes,
      name: 'Order Status Bot',
      summary: 'Gives customers and distributors live order, shipment and stock information straight from the ERP.',
      steps: [
        'Verifies the customer by account number and PO',
        'Shows production stage and expected ship date',
        'Shares tracking numbers and delivery documents',
        'Checks stock availability for repeat orders',
        'Raises a service ticket if an order is delayed',
      ],
      integrations: ['ERP system', 'Zoho Inventory', 'Zoho Desk', 'Freight carrier APIs'],
    },
  ],
  contentBlock: {
    heading: 'Speaks the language of the shop floor',
    body:
      'Manufacturing templates understand part numbers, tolerances, MOQs and lead times. They pull capacity and order data from your ERP and route technical questions to the right engineer with the full context attached.',
    points: [
      { icon: Cog, title: 'Spec-aware', text: 'Answers material, finish and tolerance questions from your catalogue.' },
      { icon: Gauge, title: 'Capacity checks', text: 'Compares requested dates with current production load.' },
      { icon: Warehouse, title: 'Distributor portal', text: 'Dealers check stock and price lists without calling your team.' },
    ],
  },
  results: {
    heading: 'Results on the quote desk and beyond',
    figures: [
      { value: '48%', label: 'faster quote turnaround' },
      { value: '2.4x', label: 'more RFQs with complete specifications' },
      { value: '55%', label: 'fewer order-status phone calls' },
    ],
    testimonial: {
      quote:
        'Every RFQ now arrives with the drawing, material and quantity. Our estimators quote in two days instead of a week, and we are winning jobs we used to lose on speed alone.',
      name: 'Robert Lindqvist',
      role: 'Sales Operations Manager',
      organisation: 'Precision Alloy Works',
    },
  },
  faqs: [
    {
      question: 'Can the bot read data from our ERP?',
      answer:
        'Yes. Order status, stock and lead times are read through your ERP’s API or a scheduled sync into Zoho, so customers always see current information.',
    },
    {
      question: 'How are CAD drawings handled?',
      answer:
        'Files are uploaded through a secure link to Zoho WorkDrive and attached to the quote opportunity, so estimators have everything in one place.',
    },
    {
      question: 'Can it quote prices automatically?',
      answer:
        'For standard catalogue parts, yes. Custom work gets a structured RFQ and an estimator confirms the price, typically within 24 hours.',
    },
    {
      question: 'Does it support distributors and dealers?',
      answer:
        'Dealers can sign in with their account number to check stock, price lists and order history, and place repeat orders.',
    },
    {
      question: 'What if a question is too technical?',
      answer:
        'The bot routes it to the right engineer with the full conversation and attachments, and tells the customer when to expect an answer.',
    },
  ],
  cta: {
    heading: 'Quote faster and win more jobs',
    body: 'See an RFQ go from first message to estimator-ready in our live demo, or download the manufacturing template kit now.',
  },
  bot: {
    name: 'Manufacturing AI Manufacturing Assistant',
    script: [
      'Hello! I’m the Manufacturing AI Manufacturing Assistant. I can start a quote request, check an order status or answer questions about our capabilities. How can I help?',
      'Happy to quote that. Which material and quantity do you need, and do you have a drawing you can upload?',
      'Thanks. 500 units in 6061 aluminium with an anodised finish is well within our capacity. Current lead time is about three weeks from order. What delivery date are you working towards?',
      'That date works. I’ve created your quote request, reference RFQ-20931, with your drawing attached. An estimator will send pricing within 24 hours.',
      'You’re all set! You can check the status of this quote here anytime with your reference number. Thanks for considering Precision Alloy Works.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Company]',
    questions: [
      'What do you manufacture, and do you build to order or to stock?',
      'Who are your customers: end users, distributors or OEMs?',
      'Which ERP system do you use?',
      'How many RFQs do you receive each month, and how long does a quote take today?',
      'What technical questions take up most of your engineers’ time?',
    ],
    features: [
      'Structured RFQ capture with file uploads',
      'Order and shipment status from the ERP',
      'Stock and lead-time checks',
      'Distributor and dealer self-service',
      'Routing technical questions to engineers',
    ],
  },
};
