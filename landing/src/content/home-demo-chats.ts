export interface HomeDemoChat {
  industry: 'healthcare' | 'finance';
  /** Names the start button: "Start {label} Demo". */
  label: string;
  botName: string;
  description: string;
  /** What the visitor can try, shown before the chat starts. */
  highlights: readonly string[];
  /** Four scripted bot lines (SPEC §4: four on the home widgets). */
  script: readonly [string, string, string, string];
}

/** The two scripted demo chats of the home page (SPEC §2, §4). Names and prices are illustrative. */
export const homeDemoChats: readonly HomeDemoChat[] = [
  {
    industry: 'healthcare',
    label: 'Healthcare',
    botName: 'HealthCare AI Assistant',
    description: 'Try the bot your patients would meet on your website.',
    highlights: ['Books appointments in seconds', 'Answers questions about services', 'Shares urgent care details'],
    script: [
      'Hello! I\u2019m your AI health assistant. I can schedule a visit, answer questions about our services and share urgent care details. How can I help today?',
      'Happy to help. Dr. Patel has openings on Tuesday at 10:00 AM and Thursday at 2:30 PM. Which time suits you best?',
      'Great choice! To confirm, could you share your full name and the best phone number to reach you?',
      'All set! Your appointment is confirmed, and a reminder will arrive 24 hours before. Is there anything else I can help with?',
    ],
  },
  {
    industry: 'finance',
    label: 'Finance',
    botName: 'Finance AI Advisor',
    description: 'Try the bot your clients would meet on your website.',
    highlights: ['Prepares instant loan quotes', 'Gives investment guidance', 'Helps with account questions'],
    script: [
      'Welcome! I\u2019m your AI finance advisor. I can prepare loan quotes, share investment guidance and help with your account. What would you like to explore?',
      'Certainly. Personal loans start from 6.9% APR. How much would you like to borrow, and over how many years?',
      'Thanks! For $25,000 over 5 years, repayments would be about $494 a month. Shall I connect you with an advisor to lock in this rate?',
      'Done! An advisor will call you within 24 hours, and I\u2019ve emailed you a summary of your quote.',
    ],
  },
];
