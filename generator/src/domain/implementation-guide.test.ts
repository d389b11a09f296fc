import { contact } from '@salesiq/shared-data/contact';
import { describe, expect, it } from '@rstest/core';
import { botTemplates } from './bot-templates';
import { implementationGuide } from './implementation-guide';
import { botConfig } from './testing/bot-config-fixture';

describe('implementationGuide', () => {
  const text = implementationGuide(botConfig({ companyName: 'Acme Health' }), botTemplates.healthcare, {
    name: 'Jo Smith',
    email: 'jo@acme.test',
  });

  it('names the company, industry, goal and the person it was prepared for', () => {
    expect(text).toContain('Company: Acme Health\nIndustry: Healthcare\nPrimary goal: Automate appointment booking\nPrepared for: Jo Smith <jo@acme.test>\n');
  });

  it('walks through the steps by week and ends with the contact details', () => {
    const headings = text.split('\n').filter((line) => /^(STEP|ONGOING)/.test(line));
    expect(headings).toEqual([
      'STEP 1 (WEEK 1): CREATE THE BOT',
      'STEP 2 (WEEK 1): CONNECT ZOHO CRM',
      'STEP 3 (WEEK 2): PASTE THE HANDLERS',
      'STEP 4 (WEEK 3): TEST AND GO LIVE',
      'ONGOING: IMPROVE',
    ]);
    expect(text).toContain('Acme Health-healthcare-AI-Bot-Script.deluge');
    expect(text).toContain('ZohoCRM.modules.leads.CREATE');
    expect(text).toContain(`Phone: ${contact.phone}`);
    expect(text).toContain(`Book an implementation call: ${contact.bookingUrl}`);
  });
});
