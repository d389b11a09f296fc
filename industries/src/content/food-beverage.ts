import { industryColors } from '@salesiq/ui/industry-theme';
import type { IndustryContent } from './types';

export const foodBeverage: IndustryContent = {
  key: 'food-beverage',
  displayName: 'Food & Beverage',
  colors: industryColors('food-beverage'),
  layout: 'hero-only',
  hero: {
    eyebrow: 'AI ordering and reservations for restaurants, cafés and food brands',
    lead:
      'Take orders, bookings and catering enquiries while your kitchen stays focused on the food. SalesIQ answers menu and allergen questions, books tables and upsells the dessert, even in the middle of the dinner rush.',
    highlights: ['Table bookings without the phone', 'Menu and allergen answers', 'Catering enquiries captured in full'],
    preview: [
      { from: 'visitor', text: 'Table for 4 tonight around 7? One of us is gluten-free.' },
      { from: 'bot', text: 'We have 7:15 pm on the terrace. Our kitchen has a full gluten-free menu, including the wood-fired pizzas.' },
      { from: 'visitor', text: 'Perfect, book it.' },
      { from: 'bot', text: 'Booked for 4 at 7:15 pm. I’ve flagged the gluten-free diner for your server.' },
    ],
  },
  cta: {
    heading: 'Serve more guests without adding staff',
    body: 'See the food assistant book a table and take a catering order in our live demo, or download the food and beverage template kit.',
  },
  bot: {
    name: 'Food & Beverage AI Food Assistant',
    script: [
      'Hi and welcome to Olive & Ember! I’m the Food & Beverage AI Food Assistant. I can book a table, take a pickup order or help with catering. What are you in the mood for?',
      'Sounds delicious. Tonight we have tables at 6:30 pm inside or 7:15 pm on the heated terrace. How many people, and any dietary needs I should pass to the kitchen?',
      'Noted. Our gluten-free menu includes the wood-fired pizzas and the slow-roasted lamb, and our chef can adapt most pasta dishes. Shall I confirm the 7:15 pm terrace table?',
      'Your table for four is booked for 7:15 pm, and I’ve flagged the gluten-free diner for your server. Would you like to pre-order our shared tiramisu? It often sells out by 8.',
      'All done! You’ll get a confirmation text with a link to change your booking. See you tonight at Olive & Ember!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Restaurant]',
    questions: [
      'What kind of venue do you run (restaurant, café, bar, food brand, catering)?',
      'How many locations and seats do you have?',
      'Which reservation, POS or online ordering systems do you use?',
      'How many bookings or orders do you take by phone each week?',
      'Do you offer catering or private events?',
    ],
    features: [
      'Table reservations and waitlists',
      'Menu and allergen questions',
      'Pickup and delivery ordering',
      'Catering and private-event enquiries',
      'Upsells and pre-orders',
    ],
  },
};
