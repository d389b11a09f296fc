import { expect, type Page } from '@playwright/test';
import { answerDialogs } from './browser-dialogs';
import { captureMailDrafts } from './mail-drafts';
import { pauseClock } from './clock';

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

async function expectMailDraft(page: Page, drafts: Awaited<ReturnType<typeof captureMailDrafts>>) {
  await expect.poll(async () => (await drafts()).length).toBe(1);
}

/** Steps the page clock (installed before `goto`) until the page has moved on. */
async function runClockUntilUrl(page: Page, url: string) {
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page).toHaveURL(url, { timeout: 200 });
  }).toPass();
}

export const submissionFlows: SubmissionFlow[] = [
  {
    name: 'home lead magnet',
    records: ['leads', 'template_downloads'],
    logged: 'Error saving template kit request',
    async run(page, email) {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Template kit download' });
      await form.getByLabel('Full Name').fill(visitor.name);
      await form.getByLabel('Business Email').fill(email);
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
    async run(page, email) {
      const drafts = await captureMailDrafts(page);
      answerDialogs(page, [visitor.name, email, visitor.company, 'healthcare']);
      await page.goto('/');
      await page.getByRole('button', { name: 'Request Custom Template' }).click();
      await expectMailDraft(page, drafts);
    },
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
      await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Get the Legal Template Kit' });
      await dialog.getByLabel('Full Name').fill(visitor.name);
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByLabel('Company Name').fill(visitor.company);
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
    async run(page, email) {
      const drafts = await captureMailDrafts(page);
      answerDialogs(page, [visitor.name, email, visitor.company, '0400 000 000']);
      await page.goto('/real-estate');
      await page.getByRole('button', { name: 'Request Real Estate Demo' }).click();
      await expectMailDraft(page, drafts);
    },
  },
  {
    name: 'industry-page generator',
    records: ['bot_generations', 'leads'],
    logged: 'Error saving bot generation',
    async run(page, email) {
      await page.clock.install();
      await page.goto('/healthcare');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator('#ai-bot-generator').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'AI bot generator' });
      await form.getByLabel('Company Name').fill(visitor.company);
      await form.getByLabel('Your Name').fill(visitor.name);
      await form.getByLabel('Business Email').fill(email);
      await form.getByLabel('Primary Goal').selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
      await runClockUntilUrl(page, '/generate-bot-script/healthcare/fault-co');
      await expect(page.getByRole('heading', { level: 1, name: 'Fault Co AI Bot Script' })).toBeVisible();
    },
  },
  {
    name: 'guide form',
    records: ['personalized_guides', 'leads'],
    logged: 'Error saving personalized guide request',
    async run(page, email) {
      await page.clock.install();
      await page.goto('/personalized-guide');
      await page.getByLabel('Your Name').fill(visitor.name);
      await page.getByLabel('Company Name').fill(visitor.company);
      await page.getByLabel('Business Email').fill(email);
      await page.getByLabel('Select Industry').selectOption('legal');
      await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
      await runClockUntilUrl(page, '/salesiq-guide/legal/fault-co');
      await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Fault Co' })).toBeVisible();
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
      await expectMailDraft(page, drafts);
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
    async run(page, email) {
      const drafts = await captureMailDrafts(page);
      answerDialogs(page, [visitor.name, email, visitor.company]);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ }).click();
      await expectMailDraft(page, drafts);
    },
  },
];
