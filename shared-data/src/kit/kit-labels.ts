/** The words a sample bot of one industry uses (SPEC §9 "Kit per-industry labels"). */
export interface KitLabels {
  primaryButton: string;
  secondaryButton: string;
  contactButton: string;
  qualificationQuestion: string;
  serviceName: string;
}

export const fallbackKitLabels: KitLabels = {
  primaryButton: 'Get Started',
  secondaryButton: 'Learn More',
  contactButton: 'Contact Us',
  qualificationQuestion: 'What would you like help with today?',
  serviceName: 'General Consultation',
};

const byIndustry: Record<string, KitLabels> = {
  healthcare: {
    primaryButton: 'Book Appointment',
    secondaryButton: 'Our Services',
    contactButton: 'Contact the Clinic',
    qualificationQuestion: 'What symptoms or concerns would you like to discuss?',
    serviceName: 'Initial Consultation',
  },
  finance: {
    primaryButton: 'Get a Quote',
    secondaryButton: 'Explore Services',
    contactButton: 'Speak to an Advisor',
    qualificationQuestion: 'Which financial goal can we help with: a loan, an investment or your account?',
    serviceName: 'Financial Review',
  },
  retail: {
    primaryButton: 'Shop Now',
    secondaryButton: 'Track My Order',
    contactButton: 'Customer Support',
    qualificationQuestion: 'What are you shopping for today?',
    serviceName: 'Personal Shopping Session',
  },
  'real-estate': {
    primaryButton: 'Find a Property',
    secondaryButton: 'Book a Viewing',
    contactButton: 'Contact an Agent',
    qualificationQuestion: 'Are you looking to buy, sell or rent, and in which area?',
    serviceName: 'Property Viewing',
  },
  travel: {
    primaryButton: 'Plan My Trip',
    secondaryButton: 'View Packages',
    contactButton: 'Talk to a Travel Expert',
    qualificationQuestion: 'Where would you like to go, and when?',
    serviceName: 'Trip Planning Call',
  },
  education: {
    primaryButton: 'Explore Programs',
    secondaryButton: 'Admissions Info',
    contactButton: 'Contact Admissions',
    qualificationQuestion: 'Which program or course are you interested in?',
    serviceName: 'Admissions Consultation',
  },
  manufacturing: {
    primaryButton: 'Request a Quote',
    secondaryButton: 'Product Catalog',
    contactButton: 'Contact Sales',
    qualificationQuestion: 'Which products and order volumes are you looking for?',
    serviceName: 'Production Consultation',
  },
  hospitality: {
    primaryButton: 'Book a Room',
    secondaryButton: 'View Offers',
    contactButton: 'Contact Reception',
    qualificationQuestion: 'Which dates would you like to stay, and for how many guests?',
    serviceName: 'Room Reservation',
  },
  automotive: {
    primaryButton: 'Book a Test Drive',
    secondaryButton: 'Browse Inventory',
    contactButton: 'Contact the Dealership',
    qualificationQuestion: 'Which model are you interested in, and are you buying, leasing or servicing?',
    serviceName: 'Test Drive',
  },
  legal: {
    primaryButton: 'Book a Consultation',
    secondaryButton: 'Practice Areas',
    contactButton: 'Contact a Lawyer',
    qualificationQuestion: 'What type of legal matter do you need help with?',
    serviceName: 'Legal Consultation',
  },
  fitness: {
    primaryButton: 'Book a Free Class',
    secondaryButton: 'Membership Plans',
    contactButton: 'Contact a Trainer',
    qualificationQuestion: 'What are your fitness goals?',
    serviceName: 'Fitness Assessment',
  },
};

/** Labels of an industry key (see `kitIndustryKey`); the fallbacks for any other industry. */
export function kitLabels(industryKey: string): KitLabels {
  return byIndustry[industryKey] ?? fallbackKitLabels;
}
