import { industryColors } from '@salesiq/ui/industry-theme';
import { Gift, HandHeart, HeartHandshake, Inbox, Megaphone, Receipt, Repeat, Users, Wallet } from 'lucide-react';
import type { IndustryContent } from './types';

export const nonprofit: IndustryContent = {
  key: 'nonprofit',
  displayName: 'Nonprofit',
  colors: industryColors('nonprofit'),
  layout: 'full',
  hero: {
    eyebrow: 'AI donor and volunteer engagement for charities and nonprofits',
    lead:
      'Turn supporters’ goodwill into action in the moment they feel it. SalesIQ guides donations, signs up volunteers and answers questions about your programs, so your small team can spend more time on the mission.',
    highlights: ['Donations started in the chat', 'Volunteer shifts filled automatically', 'Receipts and impact updates sent for you'],
    preview: [
      { from: 'visitor', text: 'How would a monthly donation be used?' },
      { from: 'bot', text: '$30 a month provides a week of meals for a family in our program. Would you like to give monthly?' },
      { from: 'visitor', text: 'Yes, $30 a month.' },
      { from: 'bot', text: 'Thank you! Here’s your secure donation link. Your tax receipt will arrive by email.' },
    ],
  },
  challengesIntro: {
    heading: 'The constraints every cause knows',
    lead: 'Lean teams, passionate supporters and a constant need to do more with less.',
  },
  challenges: [
    {
      icon: Wallet,
      title: 'Abandoned donations',
      stat: '80%',
      description:
        'Most people who start a donation form never finish it, often because of an unanswered question about where the money goes.',
    },
    {
      icon: Users,
      title: 'Volunteer coordination',
      description:
        'Matching volunteers to shifts, checking availability and sending reminders eats hours of staff time every week.',
    },
    {
      icon: Inbox,
      title: 'Stretched small teams',
      description:
        'A handful of staff answer questions from donors, volunteers, beneficiaries and media, often on top of their main job.',
    },
    {
      icon: Repeat,
      title: 'One-off givers',
      description:
        'Most first-time donors never give again, because they never hear what their gift achieved.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for supporters',
    lead: 'Make giving effortless, and make volunteering something people can sign up for in a minute.',
  },
  useCases: [
    {
      icon: HandHeart,
      name: 'Donation Assistant Bot',
      summary: 'Explains the impact of each gift, answers questions and guides donors through a secure donation.',
      steps: [
        'Asks which cause or campaign the donor cares about',
        'Shows what different gift amounts achieve',
        'Answers questions about tax deductibility and transparency',
        'Opens a secure one-off or monthly donation link',
        'Sends a thank-you, receipt and a later impact update',
      ],
      integrations: ['Zoho CRM', 'Stripe', 'Zoho Campaigns', 'Zoho Books'],
    },
    {
      icon: HeartHandshake,
      name: 'Volunteer Coordinator Bot',
      summary: 'Matches volunteers to roles and shifts, collects checks and sends reminders.',
      steps: [
        'Asks about interests, skills and availability',
        'Suggests volunteer roles and upcoming shifts',
        'Collects required checks such as a working-with-children card',
        'Books the shift and adds it to the volunteer’s calendar',
        'Sends reminders and a thank-you after the shift',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'Zoho Forms', 'Twilio SMS'],
    },
  ],
  contentBlock: {
    heading: 'More mission, less admin',
    body:
      'Nonprofit templates are written in a warm, transparent voice that respects your supporters. They connect donations, volunteers and campaigns to one CRM, so every supporter sees the difference they make and your team sees every supporter.',
    points: [
      { icon: Gift, title: 'Impact-led giving', text: 'Donors see exactly what each amount achieves before they give.' },
      { icon: Receipt, title: 'Automatic receipts', text: 'Tax receipts and thank-yous go out without manual work.' },
      { icon: Megaphone, title: 'Campaign-ready', text: 'Switch the bot’s focus for appeals, events and emergencies in minutes.' },
    ],
  },
  results: {
    heading: 'Impact organisations report',
    figures: [
      { value: '38%', label: 'more completed online donations' },
      { value: '2x', label: 'more volunteer sign-ups' },
      { value: '25%', label: 'more one-off donors converted to monthly giving' },
    ],
    testimonial: {
      quote:
        'We are a team of six. The bot now answers donor questions, books volunteer shifts and sends receipts, which has given us back a full day every week to spend on our programs.',
      name: 'Samuel Adeyemi',
      role: 'Executive Director',
      organisation: 'Open Table Community Kitchen',
    },
  },
  faqs: [
    {
      question: 'Is it affordable for a small nonprofit?',
      answer:
        'Yes. The templates are built to run on modest plans, and many organisations start with the donation bot alone and add volunteering later.',
    },
    {
      question: 'How are donations processed?',
      answer:
        'Donors complete their gift through a secure payment page from Stripe or your existing donation platform. Card details never pass through the chat.',
    },
    {
      question: 'Can it issue tax receipts?',
      answer:
        'Yes. Once the payment is confirmed, a receipt with your registration details is emailed automatically and the gift is recorded in your CRM.',
    },
    {
      question: 'Can we run it for a specific appeal or emergency?',
      answer:
        'Absolutely. You can switch the greeting, impact figures and donation options for a campaign, then switch back when it ends.',
    },
    {
      question: 'Will it feel impersonal to our supporters?',
      answer:
        'The wording is warm and written in your voice, and supporters can reach a real person whenever they want.',
    },
  ],
  cta: {
    heading: 'Give every supporter a reason to act today',
    body: 'See a visitor become a monthly donor and a volunteer in our live demo, or download the nonprofit template kit.',
  },
  bot: {
    name: 'Nonprofit AI Donor Assistant',
    script: [
      'Hello, and thank you for stopping by Open Table! I’m the Nonprofit AI Donor Assistant. Would you like to make a donation, volunteer with us or learn about our programs?',
      'That’s wonderful. Every $30 provides a week of healthy meals for a family in our program, and 87 cents of every dollar goes directly to food and services. Would you like to give once or monthly?',
      'Thank you so much! Monthly gifts help us plan ahead with confidence. Here is your secure donation link; it only takes a minute, and all gifts over $2 are tax deductible.',
      'Your donation is confirmed and your receipt is on its way by email. If you have a few hours to spare, we also have volunteer shifts in our kitchen on Saturday mornings. Interested?',
      'Lovely! I’ve sent the volunteer sign-up link to your email. Thank you for making a real difference in your community.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Organization]',
    questions: [
      'What is your organisation’s mission and main programs?',
      'How do supporters donate today, and which platform do you use?',
      'Do you work with volunteers, and how many each month?',
      'Which CRM or donor database do you use?',
      'How large is your team, and who answers supporter questions?',
    ],
    features: [
      'Guided donations with impact information',
      'Monthly giving conversions',
      'Volunteer role matching and shift booking',
      'Automatic receipts and thank-yous',
      'Campaign and appeal modes',
    ],
  },
};
