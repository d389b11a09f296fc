import type { GuideContent } from './types';

export const education: GuideContent = {
  key: 'education',
  displayName: 'Education',
  title: 'AI Admissions and Enrolment Playbook for Schools and Colleges',
  expectedROI: '4x ROI in one intake',
  introduction:
    'Prospective students and their families have dozens of questions about courses, fees, entry requirements and deadlines, and they ask them at all hours. This guide shows how a SalesIQ chatbot connected to Zoho CRM, Zoho Bookings, Zoho Forms and Zoho Campaigns answers them instantly, books campus tours and guides applicants through to a completed enrolment.',
  benefits: [
    'Students find the right course through guided questions about interests and goals',
    'Campus tours and advisor sessions are booked without back-and-forth emails',
    'Applicants are reminded of missing documents and upcoming deadlines',
    'Admissions staff see each applicant’s journey in one record',
  ],
  stats: [
    { value: '50%', label: 'more campus tours booked online' },
    { value: '65%', label: 'of admissions questions answered by the bot' },
    { value: '30%', label: 'higher application completion rate' },
  ],
  useCase1: {
    name: 'Course Enquiry and Tour Bot',
    subtitle: 'Match students to courses',
    description:
      'Helps prospective students explore programs, explains entry requirements and fees, and books a campus tour or advisor session.',
    flow: [
      'Student shares their interests, level and preferred start date',
      'Bot recommends matching programs with entry requirements',
      'Bot answers questions about fees, scholarships and timetables',
      'Student books a campus tour or advisor call',
      'Enquiry is recorded in Zoho CRM and the student joins a course-specific Zoho Campaigns journey',
    ],
    integrations: ['Zoho CRM', 'Zoho Bookings', 'Zoho Campaigns'],
  },
  useCase2: {
    name: 'Application Assistant Bot',
    subtitle: 'Guide applicants to enrolment',
    description:
      'Checks eligibility, walks applicants through each stage of the application and chases missing documents before deadlines.',
    flow: [
      'Applicant starts an application from the chat',
      'Bot checks eligibility for the chosen program',
      'Bot collects details and documents through Zoho Forms',
      'Bot reminds the applicant about missing items and key dates',
      'Completed application is handed to admissions in Zoho CRM',
    ],
    integrations: ['Zoho Forms', 'Zoho CRM', 'Zoho Campaigns'],
  },
  integrationMap: {
    chatbot: 'Answers course, fee and deadline questions for students and parents',
    crm: 'Follows every applicant from first enquiry to enrolment',
    bookings: 'Schedules campus tours, open-day sessions and advisor calls',
    benefits: [
      'Admissions teams focus on applicants who are ready to enrol',
      'Tour attendees receive follow-ups about the courses they asked about',
      'Deadline reminders go out automatically for each intake',
    ],
  },
  results: [
    { value: '50%', metric: 'More tours booked', description: 'Families book visits at the moment they are interested' },
    { value: '65%', metric: 'Questions self-served', description: 'Staff time moves to counselling, not FAQs' },
    { value: '30%', metric: 'More completed applications', description: 'Reminders keep applicants moving to enrolment' },
  ],
  kpis: [
    'Course enquiries handled by the bot',
    'Campus tours and advisor calls booked',
    'Application completion rate per intake',
    'Enquiry-to-enrolment conversion',
  ],
};
