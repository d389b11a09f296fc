import { emailMaxLength } from './email';
import { nameMaxLength } from './name-length';

/** The longest phone number the database keeps (`leads_phone_length`, `demo_requests_phone_length`). */
export const phoneMaxLength = 40;

/** The longest industry the database keeps (`<table>_industry_length`). */
export const industryMaxLength = 64;

/** How long an answer may be, in a prompt (ui's `promptWithin`) or a field (`TextField`'s `limit`), and what its reminder calls it. */
export const answerLimits = {
  name: { maxLength: nameMaxLength, subject: 'name' },
  email: { maxLength: emailMaxLength, subject: 'email address' },
  company: { maxLength: nameMaxLength, subject: 'company name' },
  phone: { maxLength: phoneMaxLength, subject: 'phone number' },
  industry: { maxLength: industryMaxLength, subject: 'industry' },
} as const;
