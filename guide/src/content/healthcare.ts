import type { GuideContent } from './types';

export const healthcare: GuideContent = {
  key: 'healthcare',
  displayName: 'Healthcare',
  title: 'AI Patient Engagement Playbook for Clinics and Practices',
  expectedROI: '3x ROI in 90 days',
  introduction:
    'Patients decide where to book in the first few minutes of looking. When the phone rings out or the website only offers a contact form, they book elsewhere. This guide shows how a SalesIQ chatbot connected to Zoho CRM and Zoho Bookings answers every patient straight away, fills your appointment book around the clock and hands your reception team complete, structured intake details before the patient walks in.',
  benefits: [
    'Patients book, reschedule and cancel appointments at any hour without calling reception',
    'Intake details, Medicare or insurance numbers and visit reasons arrive before the consult',
    'Automatic SMS reminders cut the no-shows that leave practitioner hours unbilled',
    'Urgent symptoms are routed to a clinician or emergency advice at once, never left in a queue',
  ],
  stats: [
    { value: '70%', label: 'of routine booking calls handled by the bot' },
    { value: '3x', label: 'more after-hours appointment requests captured' },
    { value: '40%', label: 'fewer no-shows with automated reminders' },
  ],
  useCase1: {
    name: 'Appointment Booking Bot',
    subtitle: 'Fill practitioner calendars 24/7',
    description:
      'Greets website visitors, finds the right practitioner and appointment type, and books a real slot in Zoho Bookings while the patient is still on the page.',
    flow: [
      'Patient opens the chat and chooses "Book an appointment"',
      'Bot asks for the visit type and any preferred practitioner',
      'Bot shows the next free slots from Zoho Bookings',
      'Patient confirms a time and enters name, mobile and email',
      'Booking is saved, the contact is created in Zoho CRM and an SMS confirmation is sent',
    ],
    integrations: ['Zoho Bookings', 'Zoho CRM', 'Twilio SMS'],
  },
  useCase2: {
    name: 'Patient Intake Bot',
    subtitle: 'Arrive with paperwork done',
    description:
      'Collects new-patient details, medical history flags and consent before the visit, so the consult starts on time and reception re-keys nothing.',
    flow: [
      'Bot sends the intake link once an appointment is booked',
      'Patient confirms personal details and emergency contact',
      'Bot asks about allergies, medications and the reason for the visit',
      'Patient gives consent to the privacy and billing terms',
      'Answers are attached to the patient record in Zoho CRM for the practitioner',
    ],
    integrations: ['Zoho Forms', 'Zoho CRM', 'Zoho Bookings'],
  },
  integrationMap: {
    chatbot: 'Answers patient questions and books visits on your website around the clock',
    crm: 'Keeps every patient enquiry, intake answer and follow-up task in one record',
    bookings: 'Holds each practitioner’s real availability, so no slot is ever double booked',
    benefits: [
      'Reception sees the visit reason and intake answers before the patient arrives',
      'Recall reminders for check-ups go out from the CRM without manual lists',
      'Cancelled slots are offered to the next patient in the chat straight away',
    ],
  },
  results: [
    { value: '70%', metric: 'Fewer booking calls', description: 'Routine scheduling moves from the phone to the chat' },
    { value: '3x', metric: 'After-hours bookings', description: 'Evening and weekend requests become confirmed appointments' },
    { value: '40%', metric: 'Fewer no-shows', description: 'Reminders and easy rescheduling keep calendars full' },
  ],
  kpis: [
    'Appointments booked through the chat each week',
    'Share of bookings made outside opening hours',
    'No-show rate before and after reminders',
    'Intake forms completed before the visit',
  ],
};
