/** The provider's public contact details, used by the footer, mail drafts, guides and scripts. */
export const contact = {
  company: 'SalesIQ Bot Studio',
  email: 'hello@salesiqbotstudio.com',
  phone: '+61 3 9000 4127',
  phoneHref: 'tel:+61390004127',
  location: 'Scoresby, Victoria, Australia',
  website: 'https://salesiqbotstudio.com',
  bookingUrl: 'https://salesiqbotstudio.com/book',
  documentationUrl: 'https://www.zoho.com/salesiq/help/',
} as const;
