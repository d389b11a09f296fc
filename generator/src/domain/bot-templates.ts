/** The industries that have their own bot template; every other industry uses healthcare's. */
export type TemplateKey = 'healthcare' | 'finance' | 'realestate';

/** A list of choices the bot offers as quick replies while it fills a slot. */
export interface SlotList {
  /** Deluge variable name, e.g. `serviceOptions`. */
  variable: string;
  label: string;
  values: readonly string[];
}

/** Questions of the generic flow (name → symptoms → date → email) in the industry's own words. */
export interface GenericFlowQuestions {
  name: string;
  symptoms: string;
  date: string;
  email: string;
}

export interface BotTemplate {
  key: TemplateKey;
  /** How the bot describes itself: "virtual care assistant". */
  assistantRole: string;
  greeting: (company: string) => string;
  /** Main-menu quick replies; the first one starts the booking conversation. */
  buttons: readonly [string, ...string[]];
  /** Words in a visitor message that start the booking conversation. */
  bookingKeywords: readonly string[];
  /** What is being booked: "appointment", "consultation", "viewing". */
  bookingNoun: string;
  /** The choices offered when asking for requirements, then the choices of time. */
  serviceSlots: SlotList;
  timeSlots: SlotList;
  requirementsQuestion: string;
  genericFlow: GenericFlowQuestions;
  /** Industry-specific CRM fields the requirements map onto (beyond the standard lead fields). */
  crmFields: readonly string[];
  integrations: readonly string[];
}

export const botTemplates: Record<TemplateKey, BotTemplate> = {
  healthcare: {
    key: 'healthcare',
    assistantRole: 'virtual care assistant',
    greeting: (company) =>
      `Welcome to ${company}! I'm your virtual care assistant. I can book appointments, answer questions about our services and help you get the right care.`,
    buttons: ['Book Appointment', 'Our Services', 'Insurance & Billing', 'Talk to Our Team'],
    bookingKeywords: ['book', 'appointment', 'schedule', 'visit'],
    bookingNoun: 'appointment',
    serviceSlots: {
      variable: 'serviceOptions',
      label: 'Appointment types',
      values: ['General Consultation', 'Specialist Referral', 'Follow-up Visit', 'Telehealth Appointment'],
    },
    timeSlots: {
      variable: 'timeOptions',
      label: 'Appointment times',
      values: ['Tomorrow 9:00 AM', 'Tomorrow 2:00 PM', 'Thursday 10:30 AM', 'Friday 3:30 PM'],
    },
    requirementsQuestion: 'What type of appointment do you need, and is there anything our team should know?',
    genericFlow: {
      name: 'May I have your full name?',
      symptoms: 'Please describe your symptoms or the reason for your visit.',
      date: 'Which date and time suit you best?',
      email: 'What email address should we send the confirmation to?',
    },
    crmFields: ['Appointment_Type', 'Preferred_Date', 'Symptoms', 'Insurance_Provider'],
    integrations: ['Zoho CRM', 'Zoho Bookings', 'Google Calendar', 'Patient management system (EHR)'],
  },
  finance: {
    key: 'finance',
    assistantRole: 'virtual financial assistant',
    greeting: (company) =>
      `Welcome to ${company}! I'm your virtual financial assistant. I can arrange a consultation, give you a quick quote or point you to the right advisor.`,
    buttons: ['Book Consultation', 'Get Loan Quote', 'Investment Advice', 'Account Help'],
    bookingKeywords: ['book', 'consultation', 'meeting', 'advisor', 'loan'],
    bookingNoun: 'consultation',
    serviceSlots: {
      variable: 'serviceOptions',
      label: 'Financial services',
      values: ['Home Loan', 'Personal Loan', 'Investment Planning', 'Retirement Planning', 'Insurance Review'],
    },
    timeSlots: {
      variable: 'timeOptions',
      label: 'Consultation times',
      values: ['Tomorrow 10:00 AM', 'Tomorrow 4:00 PM', 'Wednesday 11:00 AM', 'Friday 1:30 PM'],
    },
    requirementsQuestion: 'Which service are you interested in, and roughly what amount or budget do you have in mind?',
    genericFlow: {
      name: 'May I have your full name?',
      symptoms: 'What financial goal or question can we help you with?',
      date: 'When would you like to speak with an advisor?',
      email: 'What email address should we send the details to?',
    },
    crmFields: ['Loan_Type', 'Loan_Amount', 'Annual_Income', 'Investment_Horizon'],
    integrations: ['Zoho CRM', 'Zoho Bookings', 'Zoho Sign', 'Credit check service'],
  },
  realestate: {
    key: 'realestate',
    assistantRole: 'virtual property assistant',
    greeting: (company) =>
      `Welcome to ${company}! I'm your virtual property assistant. I can find listings, book a viewing or arrange a free property appraisal.`,
    buttons: ['Book a Viewing', 'Search Properties', 'Free Appraisal', 'Talk to an Agent'],
    bookingKeywords: ['book', 'viewing', 'inspection', 'visit', 'tour'],
    bookingNoun: 'viewing',
    serviceSlots: {
      variable: 'serviceOptions',
      label: 'Property types',
      values: ['House', 'Apartment', 'Townhouse', 'Land', 'Commercial'],
    },
    timeSlots: {
      variable: 'timeOptions',
      label: 'Viewing times',
      values: ['Saturday 10:00 AM', 'Saturday 1:00 PM', 'Sunday 11:00 AM', 'Weekday after 5:00 PM'],
    },
    requirementsQuestion: 'What kind of property are you looking for, in which area, and what is your budget?',
    genericFlow: {
      name: 'May I have your full name?',
      symptoms: 'Tell us what you are looking for: property type, area and budget.',
      date: 'When would you like to view properties?',
      email: 'What email address should we send matching listings to?',
    },
    crmFields: ['Property_Type', 'Budget', 'Preferred_Location', 'Bedrooms'],
    integrations: ['Zoho CRM', 'Zoho Bookings', 'Property listings feed', 'Google Maps'],
  },
};

/**
 * The template for an industry key in any spelling the site uses (`real-estate`, `realestate`,
 * `Real Estate`); industries without a template of their own use healthcare's.
 */
export function templateFor(industry: string): BotTemplate {
  const normalised = industry.toLowerCase().replace(/[^a-z]/g, '');
  return normalised === 'finance' || normalised === 'realestate' ? botTemplates[normalised] : botTemplates.healthcare;
}
