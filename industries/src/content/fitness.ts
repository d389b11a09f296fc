import { industryColors } from '@salesiq/ui/industry-theme';
import { Activity, CalendarCheck, Dumbbell, HeartPulse, Target, Timer, TrendingDown, UserPlus, Users } from 'lucide-react';
import type { IndustryContent } from './types';

export const fitness: IndustryContent = {
  key: 'fitness',
  displayName: 'Fitness',
  colors: industryColors('fitness'),
  layout: 'full',
  hero: {
    eyebrow: 'AI membership and class assistants for gyms and studios',
    lead:
      'Convert curious visitors into members and keep them coming back. SalesIQ books free trials, fills classes and checks in with members before they drift away, while your coaches stay on the floor.',
    highlights: ['Free trials booked in one chat', 'Class bookings and waitlists', 'Win-back messages before members cancel'],
    preview: [
      { from: 'visitor', text: 'Do you have beginner classes? I haven’t trained in years.' },
      { from: 'bot', text: 'Absolutely! Our Foundations class runs Monday and Thursday at 6 pm. Want a free 7-day trial pass?' },
      { from: 'visitor', text: 'Yes please!' },
      { from: 'bot', text: 'Done! You’re booked into Monday’s Foundations class. Coach Mia will show you around.' },
    ],
  },
  challengesIntro: {
    heading: 'What holds gyms and studios back',
    lead: 'Motivation is fleeting. If a prospect or member doesn’t get an answer in the moment, the moment passes.',
  },
  challenges: [
    {
      icon: UserPlus,
      title: 'Leads go cold fast',
      description:
        'Website visitors ready to join at 9 pm are gone by the time the front desk calls back the next afternoon.',
    },
    {
      icon: TrendingDown,
      title: 'Member churn',
      stat: '50%',
      description:
        'Around half of new members stop coming within six months, often without anyone noticing until they cancel.',
    },
    {
      icon: CalendarCheck,
      title: 'Empty spots and full waitlists',
      description:
        'Some classes overflow while others run half empty, and managing waitlists by hand is a daily headache.',
    },
    {
      icon: Users,
      title: 'Coaches stuck at the desk',
      description:
        'Trainers answer pricing and timetable questions instead of coaching members and selling personal training.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots for growth and retention',
    lead: 'Sign up new members faster, and keep the ones you have training with you.',
  },
  useCases: [
    {
      icon: Dumbbell,
      name: 'Membership Sales Bot',
      summary: 'Answers pricing questions, matches prospects to the right plan and books a free trial or tour.',
      steps: [
        'Asks about fitness goals and experience level',
        'Recommends classes or programs that fit',
        'Explains membership options and current offers',
        'Books a free trial, tour or intro session',
        'Follows up after the trial with a joining offer',
      ],
      integrations: ['Zoho CRM', 'Mindbody', 'Zoho Bookings', 'Stripe'],
    },
    {
      icon: HeartPulse,
      name: 'Member Engagement Bot',
      summary: 'Books classes, manages waitlists and checks in with members whose attendance is slipping.',
      steps: [
        'Shows the timetable and books or cancels classes',
        'Adds members to waitlists and confirms freed spots',
        'Tracks attendance and spots members who stop visiting',
        'Sends a friendly check-in with a class suggestion',
        'Offers a coach session or membership pause instead of a cancellation',
      ],
      integrations: ['Mindbody', 'Zoho Campaigns', 'WhatsApp Business', 'Zoho CRM'],
    },
  ],
  contentBlock: {
    heading: 'Energy and encouragement, on autopilot',
    body:
      'Fitness templates speak like your best coach: upbeat, encouraging and never pushy. They connect to your booking system so classes, trials and memberships are always accurate, and they notice when a member needs a nudge.',
    points: [
      { icon: Target, title: 'Goal-based matching', text: 'Suggests classes and trainers that fit each person’s goals.' },
      { icon: Timer, title: 'Smart waitlists', text: 'Freed spots are offered instantly, so classes stay full.' },
      { icon: Activity, title: 'Retention signals', text: 'Attendance dips trigger a personal check-in before members quit.' },
    ],
  },
  results: {
    heading: 'What clubs and studios achieve',
    figures: [
      { value: '55%', label: 'higher membership conversion' },
      { value: '40%', label: 'reduced churn' },
      { value: '70%', label: 'more class bookings' },
    ],
    testimonial: {
      quote:
        'The bot books trials while we sleep and quietly checks in with members who haven’t been in for a couple of weeks. Cancellations are down and our classes are fuller than ever.',
      name: 'Marcus Chen',
      role: 'Owner',
      organisation: 'Ironbark Strength Studio',
    },
  },
  faqs: [
    {
      question: 'Does it integrate with Mindbody or our booking software?',
      answer:
        'Yes. Mindbody connects out of the box, and other booking systems connect through their APIs, so the bot always shows the live timetable.',
    },
    {
      question: 'Can members book and cancel classes in the chat?',
      answer:
        'They can, including joining waitlists. When a spot opens, the next person is offered it automatically.',
    },
    {
      question: 'How does it help reduce cancellations?',
      answer:
        'It watches attendance, sends an encouraging message when a member stops visiting and offers options such as a coach session or a membership pause.',
    },
    {
      question: 'Can it sell personal training?',
      answer:
        'Yes. It can recommend trainers based on goals, share packages and book an introductory session.',
    },
    {
      question: 'Will it suit a small studio?',
      answer:
        'Definitely. Boutique studios use it to cover enquiries outside class times without hiring extra front-desk staff.',
    },
  ],
  cta: {
    heading: 'Fill your classes and keep members motivated',
    body: 'See a visitor go from question to booked trial in our live demo, or download the fitness template kit and start today.',
  },
  bot: {
    name: 'Fitness AI Fitness Coach',
    script: [
      'Hey! I’m the Fitness AI Fitness Coach. Whether you want to get stronger, fitter or just feel better, I can help you find the right class or membership. What are your goals?',
      'Love it! Our strength and conditioning classes are perfect for that, and we have beginner-friendly Foundations sessions every Monday and Thursday at 6 pm. How often would you like to train?',
      'Three times a week is a great target. Our Unlimited membership is $32 a week, and right now you can start with a free 7-day trial. Want me to set that up?',
      'Awesome, your trial pass is active! I’ve booked you into Monday’s Foundations class at 6 pm with Coach Mia. Bring water and comfy shoes.',
      'You’re all set. I’ll send a reminder on Monday morning. We can’t wait to train with you!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Gym]',
    questions: [
      'What type of business do you run (gym, studio, PT business, franchise)?',
      'How many members do you have, and how many locations?',
      'Which booking or membership software do you use?',
      'How do you follow up with new leads and trial members today?',
      'What is your monthly member churn, roughly?',
    ],
    features: [
      'Free trial and tour booking',
      'Membership plan recommendations',
      'Class booking and waitlists',
      'Attendance-based retention check-ins',
      'Personal training sales',
    ],
  },
};
