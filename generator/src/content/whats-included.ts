/** The "What's Included" list of the script page. */
export const whatsIncluded = [
  'Trigger handler with your personalised greeting and main menu',
  'Message handler with the full booking conversation',
  'Context handler for guided enquiries',
  'Failure handler for busy teams, closed hours and errors',
  'Automatic lead creation in Zoho CRM with 8 fields',
  'Step-by-step implementation guide',
] as const;
