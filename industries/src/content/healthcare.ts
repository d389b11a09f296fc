import { industryColors } from '@salesiq/ui/industry-theme';
import {
  BellRing,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  Database,
  FileCheck,
  Languages,
  MessageCircle,
  Moon,
  PhoneMissed,
  ShieldCheck,
  Stethoscope,
  Users,
} from 'lucide-react';
import type { IndustryContent } from './types';

export const healthcare: IndustryContent = {
  key: 'healthcare',
  displayName: 'Healthcare',
  colors: industryColors('healthcare'),
  layout: 'full',
  hero: {
    eyebrow: 'AI patient engagement for clinics and practices',
    lead:
      'Give every patient an instant answer, day or night. SalesIQ books appointments straight into your calendar, collects intake details before the visit and hands urgent cases to your team, so your front desk can focus on the people in the waiting room.',
    highlights: ['Books into Zoho Bookings in real time', 'Intake forms completed before arrival', 'Privacy-first data handling'],
    preview: [
      { from: 'visitor', text: 'Hi, can I see Dr Patel this week? My back is still sore.' },
      { from: 'bot', text: 'Dr Patel has Thursday 9:30 am or Friday 2:15 pm free. Which suits you better?' },
      { from: 'visitor', text: 'Thursday please.' },
      { from: 'bot', text: 'Booked for Thursday 9:30 am. I will text you a short intake form and a reminder the day before.' },
    ],
  },
  challengesIntro: {
    heading: 'The patient access problems your front desk lives with',
    lead: 'Clinics lose patients in the gaps between calls, shifts and paperwork. These are the four we hear about most.',
  },
  challenges: [
    {
      icon: PhoneMissed,
      title: 'Endless phone tag',
      description:
        'Patients call, get voicemail, call back during a consult and give up. Every missed connection is a booking that goes to the clinic down the road.',
    },
    {
      icon: Moon,
      title: 'After-hours inquiries',
      stat: '50%',
      description:
        'Half of appointment requests arrive after the practice closes, when nobody is there to answer and the intent to book is at its highest.',
    },
    {
      icon: Users,
      title: 'Staff overwhelm',
      stat: '60%',
      description:
        'Reception spends most of its day on repetitive questions about hours, parking, fees and rescheduling instead of caring for patients on site.',
    },
    {
      icon: ShieldCheck,
      title: 'Compliance pressure',
      description:
        'Every message that touches health information must be handled carefully, logged and kept out of the wrong hands, without slowing care down.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots that take the load off reception',
    lead: 'Start with scheduling and intake: the two workflows that eat the most staff time and lose the most patients.',
  },
  useCases: [
    {
      icon: CalendarCheck,
      name: 'Appointment Booking Bot',
      summary: 'Patients pick a practitioner, a service and a time in under a minute, and the slot lands in your calendar with no double bookings.',
      steps: [
        'Greets the patient and asks whether they are new or returning',
        'Matches the reason for the visit to the right service and practitioner',
        'Shows live availability from Zoho Bookings and holds the chosen slot',
        'Captures name, date of birth and mobile number for the booking',
        'Confirms by SMS and email and schedules a reminder 24 hours before',
      ],
      integrations: ['Zoho Bookings', 'Zoho CRM', 'Google Calendar', 'Twilio SMS'],
    },
    {
      icon: ClipboardList,
      name: 'Patient Intake Bot',
      summary: 'New patients complete their history, insurance and consent forms in the chat before they arrive, so the visit starts on time.',
      steps: [
        'Sends a secure intake link once the appointment is confirmed',
        'Collects medical history, current medications and allergies',
        'Records health fund or insurance details and checks they are complete',
        'Captures consent and privacy acknowledgements with a timestamp',
        'Attaches the summary to the patient record and alerts the practitioner',
      ],
      integrations: ['Zoho CRM', 'Zoho Forms', 'Zoho WorkDrive', 'Practice management system'],
    },
  ],
  journey: {
    intro: {
      heading: 'The AI patient journey, step by step',
      lead: 'From a late-night question to a confirmed, reminded and documented appointment, without a single phone call.',
    },
    steps: [
      {
        type: 'user',
        icon: MessageCircle,
        title: 'Patient reaches out',
        description: 'A patient asks about a sore back on your website at 10:40 pm.',
      },
      {
        type: 'bot',
        icon: Stethoscope,
        title: 'AI understands the need',
        description: 'The bot recognises a physiotherapy booking, checks for red-flag symptoms and suggests the right service.',
      },
      {
        type: 'integration',
        icon: CalendarClock,
        title: 'Live availability',
        description: 'Open slots come straight from Zoho Bookings, filtered by practitioner and location.',
      },
      {
        type: 'bot',
        icon: ClipboardList,
        title: 'Smart intake',
        description: 'The bot gathers contact details, history and insurance while the patient is still engaged.',
      },
      {
        type: 'system',
        icon: Database,
        title: 'Record created',
        description: 'A patient record with the booking, intake summary and consent lands in Zoho CRM.',
      },
      {
        type: 'bot',
        icon: BellRing,
        title: 'Confirm and remind',
        description: 'Confirmation goes out instantly and a reminder follows the day before, cutting no-shows.',
      },
    ],
  },
  contentBlock: {
    heading: 'Built for the way clinics actually run',
    body:
      'Healthcare bots have to be warm, accurate and careful. Our templates come with clinical-safe wording, escalation rules for urgent symptoms and a data model that maps cleanly onto Zoho CRM, so your patient records stay tidy from the first message.',
    points: [
      {
        icon: ShieldCheck,
        title: 'Safe escalation',
        text: 'Keywords such as chest pain or bleeding skip the bot and show emergency numbers and a live-agent handoff.',
      },
      {
        icon: FileCheck,
        title: 'Consent on record',
        text: 'Every privacy acknowledgement is stored with the patient record and a timestamp.',
      },
      {
        icon: Languages,
        title: 'Speaks your community',
        text: 'Offer booking and intake in 25+ languages for multicultural patient bases.',
      },
    ],
  },
  generator: {
    heading: 'AI Bot Generator',
    lead: 'Tell us about your practice and get a ready-to-import SalesIQ bot script built for healthcare bookings and intake.',
  },
  results: {
    heading: 'What practices see in the first 90 days',
    figures: [
      { value: '70%', label: 'fewer scheduling calls to the front desk' },
      { value: '3x', label: 'faster appointment booking' },
      { value: '40%', label: 'fewer no-shows with automated reminders' },
    ],
    testimonial: {
      quote:
        'Our phones used to ring off the hook from 8 am. Now most bookings happen in the chat overnight and my receptionists finally have time to greet people properly.',
      name: 'Dr Sarah Mitchell',
      role: 'Practice Principal',
      organisation: 'Eastside Family Medical',
    },
  },
  faqs: [
    {
      question: 'Does the bot handle patient information securely?',
      answer:
        'Yes. Conversations run over encrypted connections, the bot only asks for what the booking needs, and records are stored in your own Zoho CRM with role-based access. We configure retention and consent wording to suit your privacy obligations.',
    },
    {
      question: 'What happens if a patient describes an emergency?',
      answer:
        'Urgent keywords trigger an immediate response with emergency numbers and, during opening hours, a handoff to a staff member. The bot never gives medical advice or a diagnosis.',
    },
    {
      question: 'Can it book across several practitioners and locations?',
      answer:
        'Yes. The booking bot reads each practitioner’s availability from Zoho Bookings and can filter by service, location, gender preference or language spoken.',
    },
    {
      question: 'Will it work with our practice management software?',
      answer:
        'The templates connect to Zoho CRM and Zoho Bookings out of the box. Most practice management systems can sync through webhooks or Zoho Flow, and we scope that during setup.',
    },
    {
      question: 'How long does it take to go live?',
      answer:
        'A booking bot is usually live within two to three weeks, including wording review by your team. The intake bot typically follows one to two weeks later.',
    },
  ],
  cta: {
    heading: 'Give your patients a front desk that never closes',
    body: 'See the booking and intake bots working on your own services and calendar, or download the template kit and start today.',
  },
  bot: {
    name: 'Healthcare AI Patient Assistant',
    script: [
      'Hello! I’m the Healthcare AI Patient Assistant for Eastside Family Medical. I can book an appointment, answer questions about our services or share urgent care information. How can I help?',
      'Happy to help with that. We have GP, physiotherapy and skin check appointments. Dr Patel has Thursday at 9:30 am, and Dr Nguyen has Friday at 2:15 pm. Would either of those suit you?',
      'Lovely. To lock it in, could you share your full name and the best mobile number for reminders?',
      'Thank you, you’re booked. I’ve sent a short intake form by SMS so we can skip the clipboard in the waiting room. If anything feels urgent before then, call 000 or visit your nearest emergency department.',
      'All done! You’ll get a reminder the day before your visit, and you can reply to it to reschedule. Take care, and see you soon.',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Clinic]',
    questions: [
      'What type of practice are you (GP, specialist, dental, allied health)?',
      'How many practitioners and locations do you have?',
      'Roughly how many appointment requests do you handle each week?',
      'Which booking or practice management system do you use today?',
      'What is the biggest patient-access challenge you want to solve?',
    ],
    features: [
      'Appointment booking with live availability',
      'New-patient intake and consent capture',
      'After-hours inquiry handling',
      'Automated reminders to reduce no-shows',
      'Urgent-symptom escalation to staff',
    ],
  },
  guideNav: true,
};
