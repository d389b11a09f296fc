import type { GuideContent } from './types';

export const ecommerce: GuideContent = {
  key: 'ecommerce',
  displayName: 'E-commerce',
  title: 'AI Shopping Assistant Playbook for Online Stores',
  expectedROI: '5x ROI in 60 days',
  introduction:
    'Most online shoppers leave without buying, often because a simple question about size, stock or delivery went unanswered. This guide shows how a SalesIQ shopping assistant connected to your Shopify catalogue, Zoho Desk and Zoho CRM recommends products, rescues abandoned carts and answers order questions instantly, so your support team can focus on the conversations that need a person.',
  benefits: [
    'Shoppers find the right product through guided questions instead of endless filters',
    'Abandoned carts are followed up in the chat with the exact items left behind',
    'Order tracking and return requests are answered without opening a ticket',
    'Every conversation enriches the customer profile for better campaigns',
  ],
  stats: [
    { value: '35%', label: 'higher conversion for shoppers who chat' },
    { value: '50%', label: 'fewer "where is my order" tickets' },
    { value: '60%', label: 'of returns started without an agent' },
  ],
  useCase1: {
    name: 'Product Finder and Cart Recovery Bot',
    subtitle: 'Guide shoppers to checkout',
    description:
      'Asks a few questions to recommend the right products, answers sizing and stock questions, and brings back shoppers who left items in their cart.',
    flow: [
      'Shopper asks for help or lingers on a product page',
      'Bot asks about use, size and budget',
      'Bot recommends in-stock products from the Shopify catalogue',
      'Shopper adds items to the cart, or books a video consultation in Zoho Bookings for a bigger purchase',
      'If checkout stalls, the bot follows up with the saved cart and the shopper is recorded in Zoho CRM',
    ],
    integrations: ['Shopify', 'Zoho CRM', 'Zoho Bookings'],
  },
  useCase2: {
    name: 'Order Tracking and Returns Bot',
    subtitle: 'Answer order questions in seconds',
    description:
      'Looks up orders by number and email, shares live delivery status, and starts returns or exchanges under your policy.',
    flow: [
      'Customer asks "Where is my order?" or wants a return',
      'Bot verifies the order number and email address',
      'Bot shows the delivery status from Shopify',
      'For returns, the bot checks eligibility and offers an exchange or refund',
      'Anything unusual becomes a Zoho Desk ticket with the full conversation attached',
    ],
    integrations: ['Shopify', 'Zoho Desk', 'Zoho CRM'],
  },
  integrationMap: {
    chatbot: 'Recommends products, recovers carts and answers order questions on every page',
    crm: 'Builds a profile of each shopper’s interests, orders and conversations',
    bookings: 'Offers video styling or product-demo sessions for high-value purchases',
    benefits: [
      'Campaigns target shoppers by the products they asked about',
      'High-value buyers can book a one-to-one video consultation from the chat',
      'Support agents only see tickets the bot could not resolve',
    ],
  },
  results: [
    { value: '35%', metric: 'Higher conversion', description: 'Shoppers who chat are far more likely to buy' },
    { value: '20%', metric: 'Carts recovered', description: 'Follow-ups bring back a fifth of abandoned carts' },
    { value: '50%', metric: 'Fewer support tickets', description: 'Order and return questions are answered instantly' },
  ],
  kpis: [
    'Revenue from chat-assisted orders',
    'Cart recovery rate',
    'Share of order questions resolved without an agent',
    'Average order value of chat shoppers',
  ],
};
