import { expect, type Locator, type Page } from '@playwright/test';
import { answerDialogs } from './browser-dialogs';
import { captureMailDrafts } from './mail-drafts';
import { pauseClock } from './clock';
import { fillGuideForm } from './guide-form';
import { fillLeadMagnet } from './lead-magnet';
import { fillTemplateDialog, openTemplateDialog } from './template-dialog';
import { requestThroughPrompts } from './prompted-request';

/**
 * The site's ten submission flows, each done the way a visitor does it and checked up to the
 * visitor's normal outcome (download, success view, navigation or mail draft). `records` are the
 * tables that must end up with exactly one row for the flow's e-mail address.
 */
export interface SubmissionFlow {
  name: string;
  records: string[];
  /** What the console says when the records are not stored at once (SPEC §8 "logged"). */
  logged: string;
  run(page: Page, email: string): Promise<void>;
}

const visitor = { name: 'Fault Visitor', company: 'Fault Co' };

/** Installs the page clock, so the flow can step its delays, and opens `path`. */
async function openWithPageClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
}

/**
 * Presses a form's submit button, then steps the page clock (installed by `openWithPageClock`) until the
 * page has moved on to `url`, and waits for that page's heading.
 */
async function submitAndFollowTo(page: Page, submit: Locator, url: string, heading: string) {
  await submit.click();
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page).toHaveURL(url, { timeout: 200 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const submissionFlows: SubmissionFlow[] = [
  {
    name: 'home lead magnet',
    records: ['leads', 'template_downloads'],
    logged: 'Error saving template kit request',
    async run(page, email) {
      await page.goto('/');
      const form = await fillLeadMagnet(page, { name: visitor.name, email });
      const download = page.waitForEvent('download');
      await form.getByRole('button', { name: 'Download Free Templates' }).click();
      await expect(page.getByRole('dialog', { name: 'Thank you, Fault!' })).toBeVisible();
      expect((await download).suggestedFilename()).toBe('SalesIQ-General-Templates-Fault-Visitor.txt');
    },
  },
  {
    name: 'home custom-template request',
    records: ['leads'],
    logged: 'Error saving custom template request',
    run: (page, email) => requestThroughPrompts(page, '/', [visitor.name, email, visitor.company, 'healthcare'], page.getByRole('button', { name: 'Request Custom Template' })),
  },
  {
    name: 'home demo booking',
    records: ['demo_requests'],
    logged: 'Error saving demo request',
    async run(page, email) {
      const messages = answerDialogs(page, [visitor.name, email, visitor.company]);
      await page.goto('/');
      await page.getByRole('button', { name: 'Book a Live Demo' }).click();
      await expect.poll(() => messages.length).toBe(5);
      expect(messages[4]).toContain('The booking system would open here');
    },
  },
  {
    name: 'industry template dialog',
    records: ['leads', 'template_downloads'],
    logged: 'Error saving template download',
    async run(page, email) {
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.goto('/legal');
      // The success view closes itself after 2000 ms: hold the clock while it is looked for.
      await pauseClock(page);
      const dialog = await openTemplateDialog(page, 'Legal');
      await fillTemplateDialog(dialog, { ...visitor, email });
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download Templates' }).click();
      await expect(dialog.getByText('Download Started!')).toBeVisible();
      expect((await download).suggestedFilename()).toBe('SalesIQ-Legal-Templates-Fault-Visitor.txt');
      await page.clock.resume();
    },
  },
  {
    name: 'industry demo request',
    records: ['demo_requests', 'leads'],
    logged: 'Error saving demo request',
    run: (page, email) => requestThroughPrompts(page, '/real-estate', [visitor.name, email, visitor.company, '0400 000 000'], page.getByRole('button', { name: 'Request Real Estate Demo' })),
  },
  {
    name: 'industry-page generator',
    records: ['bot_generations', 'leads'],
    logged: 'Error saving bot generation',
    async run(page, email) {
      await openWithPageClock(page, '/healthcare');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator('#ai-bot-generator').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'AI bot generator' });
      await form.getByLabel('Company Name').fill(visitor.company);
      await form.getByLabel('Your Name').fill(visitor.name);
      await form.getByLabel('Business Email').fill(email);
      await form.getByLabel('Primary Goal').selectOption({ index: 1 });
      await submitAndFollowTo(page, form.getByRole('button', { name: 'Generate My AI Bot Script' }), '/generate-bot-script/healthcare/fault-co', 'Fault Co AI Bot Script');
    },
  },
  {
    name: 'guide form',
    records: ['personalized_guides', 'leads'],
    logged: 'Error saving personalized guide request',
    async run(page, email) {
      await openWithPageClock(page, '/personalized-guide');
      await fillGuideForm(page, { ...visitor, email, industry: 'legal' });
      const submit = page.getByRole('button', { name: 'Get My Personalized Guide' });
      await submitAndFollowTo(page, submit, '/salesiq-guide/legal/fault-co', 'SalesIQ Implementation Guide for Fault Co');
    },
  },
  {
    name: 'guide consultation',
    records: ['consultations', 'leads'],
    logged: 'Error saving consultation request',
    async run(page, email) {
      const drafts = await captureMailDrafts(page);
      const guideFormData = { ...visitor, email, industry: 'automotive' };
      await page.addInitScript((data) => sessionStorage.setItem('guideFormData', data), JSON.stringify(guideFormData));
      await page.goto('/salesiq-guide/automotive/fault-co');
      await page.getByRole('button', { name: 'Book Free Consultation' }).click();
      await expect.poll(async () => (await drafts()).length).toBe(1);
    },
  },
  {
    name: 'script-page implementation call',
    records: ['consultations', 'leads'],
    logged: 'Error saving implementation call request',
    async run(page, email) {
      const botGeneratorData = {
        companyName: visitor.company,
        industry: 'real-estate',
        industryDisplayName: 'Real Estate',
        primaryGoal: 'Generate more qualified leads',
        name: visitor.name,
        email,
      };
      await page.addInitScript((data) => sessionStorage.setItem('botGeneratorData', data), JSON.stringify(botGeneratorData));
      await page.goto('/generate-bot-script/real-estate/fault-co');
      await page.getByRole('button', { name: 'Book Implementation Call' }).click();
      await expect(page.getByText(/Our team will contact you within 24 hours/)).toBeVisible();
    },
  },
  {
    name: 'footer contact',
    records: ['leads'],
    logged: 'Error saving contact request',
    run: (page, email) => requestThroughPrompts(page, '/', [visitor.name, email, visitor.company], page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ })),
  },
];
