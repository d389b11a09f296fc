import { industryColors } from '@salesiq/ui/industry-theme';
import { BookOpen, CalendarCheck, ClipboardCheck, FileText, GraduationCap, Inbox, Languages, School, Users } from 'lucide-react';
import type { IndustryContent } from './types';

export const education: IndustryContent = {
  key: 'education',
  displayName: 'Education',
  colors: industryColors('education'),
  layout: 'full',
  hero: {
    eyebrow: 'AI admissions and student support for schools, colleges and universities',
    lead:
      'Guide prospective students from first question to submitted application. SalesIQ answers course and fee questions, books campus tours and chases missing documents, while your admissions team focuses on the applicants who need them.',
    highlights: ['Course matching in one conversation', 'Campus tours booked instantly', 'Application checklists that chase themselves'],
    preview: [
      { from: 'visitor', text: 'What are the entry requirements for the Bachelor of Nursing?' },
      { from: 'bot', text: 'An ATAR of 75 or equivalent, plus Year 12 English and Chemistry. Are you finishing school this year?' },
      { from: 'visitor', text: 'Yes, in November.' },
      { from: 'bot', text: 'Great timing. Applications for Semester 1 close on 30 September. Shall I book you a campus tour?' },
    ],
  },
  challengesIntro: {
    heading: 'Admissions teams are stretched at the busiest moments',
    lead: 'Enquiries spike around open days, offer rounds and deadlines, exactly when every applicant needs a fast, accurate answer.',
  },
  challenges: [
    {
      icon: Inbox,
      title: 'Deadline-season floods',
      stat: '5x',
      description:
        'Enquiry volume can jump fivefold in the weeks before application deadlines, and response times stretch to days.',
    },
    {
      icon: FileText,
      title: 'Incomplete applications',
      description:
        'Missing transcripts and references stall hundreds of applications, and staff chase each one by hand.',
    },
    {
      icon: BookOpen,
      title: 'Confusing course choices',
      description:
        'Prospective students struggle to compare majors, pathways and prerequisites, and many give up before applying.',
    },
    {
      icon: Languages,
      title: 'International time zones',
      description:
        'Overseas applicants write while your office sleeps and wait a full day for answers about visas and fees.',
    },
  ],
  useCasesIntro: {
    heading: 'Two bots across the student journey',
    lead: 'Recruit the right students, then make sure their applications actually get finished.',
  },
  useCases: [
    {
      icon: GraduationCap,
      name: 'Admissions Advisor Bot',
      summary: 'Matches prospective students to courses, explains entry requirements and books tours and info sessions.',
      steps: [
        'Asks about the student’s interests, level and start date',
        'Recommends courses and explains entry requirements',
        'Answers fee, scholarship and study-mode questions',
        'Books a campus tour or online information session',
        'Creates a prospect record and starts a nurture sequence',
      ],
      integrations: ['Zoho CRM', 'Zoho Bookings', 'Zoho Campaigns', 'Student information system'],
    },
    {
      icon: ClipboardCheck,
      name: 'Application Assistant Bot',
      summary: 'Keeps applicants on track with personal checklists, reminders and status updates until they enrol.',
      steps: [
        'Verifies the applicant with their application ID',
        'Shows which documents are received and which are missing',
        'Provides a secure upload link for transcripts and references',
        'Sends deadline reminders by email and SMS',
        'Shares offer status and next steps to accept and enrol',
      ],
      integrations: ['Zoho CRM', 'Zoho WorkDrive', 'Twilio SMS', 'Student information system'],
    },
  ],
  contentBlock: {
    heading: 'Built for the admissions calendar',
    body:
      'Education templates know the rhythm of intakes, open days and offer rounds. Course data, fees and deadlines live in one table, so the bot stays accurate each semester, and every conversation lands in your CRM for follow-up.',
    points: [
      { icon: School, title: 'Course-aware', text: 'Answers from your handbook: prerequisites, majors, pathways and fees.' },
      { icon: CalendarCheck, title: 'Event booking', text: 'Open days, tours and webinars booked and reminded automatically.' },
      { icon: Users, title: 'Parent-friendly', text: 'Separate answers for parents about safety, boarding and payments.' },
    ],
  },
  results: {
    heading: 'Outcomes from admissions teams',
    figures: [
      { value: '52%', label: 'more completed applications' },
      { value: '3.5x', label: 'more campus tour bookings' },
      { value: '68%', label: 'of admissions questions answered instantly' },
    ],
    testimonial: {
      quote:
        'Our admissions inbox used to triple in September. This year the bot answered most of it, chased missing transcripts on its own and we hit our intake target two weeks early.',
      name: 'Dr Helen Fraser',
      role: 'Director of Admissions',
      organisation: 'Westbridge College',
    },
  },
  faqs: [
    {
      question: 'Can the bot answer questions about specific courses?',
      answer:
        'Yes. We load your course catalogue, including prerequisites, fees and intakes, so answers are specific to each program and updated every semester.',
    },
    {
      question: 'Does it help international students?',
      answer:
        'It replies in the student’s language, explains visa and English-test requirements and books calls in their time zone.',
    },
    {
      question: 'How does it chase missing documents?',
      answer:
        'The bot reads the application checklist from your CRM or student system and sends personalised reminders with an upload link until everything is in.',
    },
    {
      question: 'Can parents use it too?',
      answer:
        'Yes. The templates include a parent path covering fees, payment plans, safety and boarding, separate from the student journey.',
    },
    {
      question: 'Is student data kept private?',
      answer:
        'Applicants are verified before any personal information is shared, and records stay in your own Zoho CRM under your own privacy rules.',
    },
  ],
  cta: {
    heading: 'Fill your next intake with fewer late nights',
    body: 'Watch the admissions bot match a student to a course and book a tour in our live demo, or download the education template kit.',
  },
  bot: {
    name: 'Education AI Admissions Assistant',
    script: [
      'Hi and welcome! I’m the Education AI Admissions Assistant. I can help you explore courses, check entry requirements or book a campus tour. What are you interested in studying?',
      'Great choice. Our Bachelor of Nursing runs for three years full-time, with clinical placements from the first year. It needs Year 12 English and Chemistry. Does that match your subjects?',
      'Perfect. Applications for the February intake close on 30 September, and there are merit scholarships of up to $5,000. Would you like to book a campus tour to see the simulation labs?',
      'You’re booked for our Saturday tour at 10:00 am. I’ll email a map and a checklist of documents you’ll need for your application.',
      'All done! An admissions advisor will follow up after your tour. Good luck with your studies, and see you on campus!',
    ],
  },
  demoDraft: {
    businessPlaceholder: '[Your Institution]',
    questions: [
      'What type of institution are you (school, college, university, training provider)?',
      'How many applications do you receive per intake?',
      'Do you recruit international students?',
      'Which student information system or CRM do you use?',
      'Where do prospective students most often drop out of the process?',
    ],
    features: [
      'Course matching and entry requirements',
      'Campus tour and open-day booking',
      'Application checklists and document reminders',
      'Scholarship and fee answers',
      'Multilingual support for international applicants',
    ],
  },
};
