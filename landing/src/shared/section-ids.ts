/** Anchor ids of the home page's sections (SPEC §2 "Home page"). */
export const sectionIds = {
  industryDetails: 'industry-details',
  leadMagnet: 'lead-magnet',
  demo: 'demo-section',
} as const;
