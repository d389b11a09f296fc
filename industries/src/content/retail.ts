import { industryColors } from '@salesiq/ui/industry-theme';
import { Moon, Package, RefreshCw, Search, ShoppingBag, ShoppingCart, Sparkles, Store, Truck } from 'lucide-react';
import type { IndustryContent } from './types';

export const retail: IndustryContent = {
  key: 'retail',
  displayName: 'Retail',
  colors: industryColors('retail'),
  layout: 'full',
  hero: {
    eyebrow: 'AI shopping assistants for stores and online shops',
    lead:
      'Help shoppers find the right product, check stock at their nearest store and track orders without waiting for an agent. SalesIQ turns browsing into buying, around the clock and across every channel.',
    highlights: ['Product finder with live stock', 'Order tracking without tickets', 'Abandoned-cart recovery'],
    preview: [
      { from: 'visitor', text: 'Do you have the linen shirt in navy, size M?' },
      { from: 'bot', text: 'Yes! 4 left online and 2 at our Chapel Street store. Want me to reserve one for pickup?' },
      { from: 'visitor', text: 'Reserve it at Chapel Street.' },
      { from: 'bot', text: 'Done. It’s on hold for you until 6 pm today, and I’ve texted you the pickup code.' },
    ],
  },
  challengesIntro: {
    heading: 'What stops shoppers from checking out',
    lead: 'Most lost sales are not about price. They are about unanswered questions at the exact moment a shopper is ready.',
  },
  challenges: [
    {
      icon: ShoppingCart,
      title: 'Abandoned carts',
      stat: '70%',
      description:
        'Seven in ten carts are left behind, often because of a quick question about sizing, delivery cost or returns that nobody answered.',
    },
    {
      icon: Package,
      title: '“Where is my order?”',
      description:
        'Order-status questions flood support inboxes every sale season and bury the conversations that actually need a person.',
    },
    {
      icon: Search,
      title: 'Shoppers can’t find it',
      description:
        'Large catalogues and vague search terms mean customers leave believing you don’t stock what they want.',
    },
    {
      icon: Moon,
      title: 'Peak-hour and after-hours gaps',
      description:
        'Traffic peaks in the evening and on weekends, exactly when your store and support teams are thinnest.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots that sell and serve',
    lead: 'One helps shoppers decide and buy; the other keeps them happy after the order is placed.',
  },
  useCases: [
    {
      icon: ShoppingBag,
      name: 'Product Finder Bot',
      summary: 'Asks a few friendly questions and recommends products that are actually in stock, online or in a nearby store.',
      steps: [
        'Asks what the shopper is looking for and who it is for',
        'Narrows choices by size, colour, budget and style',
        'Shows three in-stock recommendations with prices',
        'Offers click-and-collect with a 15-minute store hold',
        'Adds the item to the cart and applies any member offer',
      ],
      integrations: ['Shopify', 'Zoho Inventory', 'Zoho CRM', 'Google Merchant Center'],
    },
    {
      icon: Truck,
      name: 'Order Support Bot',
      summary: 'Answers order, delivery and return questions instantly and only hands tricky cases to your team.',
      steps: [
        'Looks up the order by number or email address',
        'Shows live courier tracking and the delivery window',
        'Explains the returns policy and checks eligibility',
        'Generates a prepaid return label or exchange',
        'Logs the outcome on the customer record in Zoho Desk',
      ],
      integrations: ['Shopify', 'Zoho Desk', 'ShipStation', 'Stripe'],
    },
  ],
  contentBlock: {
    heading: 'One assistant for your website, store and socials',
    body:
      'Retail templates connect your catalogue, stock levels and order data to a single SalesIQ bot. Shoppers get the same helpful answers on your website, in WhatsApp and on Instagram, and your team sees every conversation beside the customer’s order history.',
    points: [
      { icon: Store, title: 'Online meets in-store', text: 'Reserve online, pick up in store, with holds that release automatically.' },
      { icon: Sparkles, title: 'Personal recommendations', text: 'Suggestions use past purchases and browsing, not just keywords.' },
      { icon: RefreshCw, title: 'Hassle-free returns', text: 'Self-serve return labels without an email back-and-forth.' },
    ],
  },
  generator: {
    heading: 'AI Bot Generator',
    lead: 'Describe your store and your goal, and we will generate a SalesIQ bot script tuned for retail and e-commerce.',
  },
  results: {
    heading: 'The difference a shopping assistant makes',
    figures: [
      { value: '35%', label: 'higher conversion for shoppers who chat' },
      { value: '50%', label: 'fewer order-status tickets' },
      { value: '60%', label: 'of abandoned carts re-engaged' },
    ],
    testimonial: {
      quote:
        'During our spring sale the bot handled thousands of sizing and delivery questions on its own. Conversion from chat was the best we have ever seen, and support didn’t need overtime.',
      name: 'Emma Richardson',
      role: 'E-commerce Director',
      organisation: 'Northwind Apparel',
    },
  },
  faqs: [
    {
      question: 'Does the bot work with Shopify, WooCommerce or Magento?',
      answer:
        'Yes. The templates read products, stock and orders from Shopify out of the box, and WooCommerce or Magento connect through their APIs or Zoho Flow.',
    },
    {
      question: 'Can it show stock for a specific store?',
      answer:
        'It can. With store-level inventory connected, the bot shows what is on the shelf at the nearest location and can place a short hold for pickup.',
    },
    {
      question: 'How does it recover abandoned carts?',
      answer:
        'When a shopper hesitates at checkout, the bot answers the likely question (delivery cost, sizing, returns) and can follow up later by email or WhatsApp with their saved cart.',
    },
    {
      question: 'Will customers still be able to reach a person?',
      answer:
        'Always. Shoppers can ask for a person at any time, and the bot hands over with the order and conversation history so nobody repeats themselves.',
    },
    {
      question: 'Can it handle sale-season traffic?',
      answer:
        'Yes. The bot answers any number of conversations at once, which is why retailers usually launch it a few weeks before their biggest sale.',
    },
  ],
  cta: {
    heading: 'Turn browsers into buyers this season',
    body: 'See the shopping assistant find, hold and sell a product in a live demo, or download the retail template kit and launch before your next sale.',
  },
  bot: {
    name: 'Retail AI Shopping Assistant',
    script: [
      'Hi there! I’m the Retail AI Shopping Assistant. I can help you find products, track an order or explain our return policy. What are you shopping for today?',
      'Great pick. The Everyday Trail Runner is in stock in sizes 7 to 12, and members get 20% off this week. Which size would you like?',
      'Good news: size 9 is on the shelf at our Fitzroy store. I can put it on a 15-minute hold so it is waiting at the counter when you arrive. Shall I do that?',
      'Done! Your hold is confirmed and I’ve texted you the pickup code. Returns are free within 30 days, online or in store, if the fit isn’t right.',
      'You’re all set. Thanks for shopping with us, and enjoy your new runners!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Store]',
    questions: [
      'Do you sell online, in store, or both?',
      'Which e-commerce platform do you use (Shopify, WooCommerce, Magento, other)?',
      'How many orders do you handle in a typical month?',
      'What do customers ask your support team about most often?',
      'What is your average order value?',
    ],
    features: [
      'Product recommendations with live stock',
      'Order tracking and delivery updates',
      'Returns and exchanges self-service',
      'Abandoned-cart recovery',
      'Click-and-collect store holds',
    ],
  },
};
