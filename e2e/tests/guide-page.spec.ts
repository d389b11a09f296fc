import { expect, type Page, test } from '../support/test';
import { contact } from '@salesiq/shared-data/contact';
import { localOrigin } from '../../tooling/ports.mjs';
import { captureDownload } from '../support/downloads';
import { captureMailDrafts } from '../support/mail-drafts';
import { selectRows, uniqueEmail, waitForRows } from '../support/db';
import { sessionIdOf } from '../support/session';

const sites = [
  { name: 'composed site', origin: '' },
  { name: 'guide remote standalone', origin: localOrigin('guide') },
];

interface Visitor {
  name: string;
  company: string;
  email: string;
  industry: string;
}

/** What the guide form leaves in the session (the `guideFormData` store), before any script runs. */
async function seedGuideFormData(page: Page, visitor: Visitor) {
  await page.addInitScript((data) => sessionStorage.setItem('guideFormData', JSON.stringify(data)), visitor);
}

const h1 = (page: Page, company: string) => page.getByRole('heading', { level: 1, name: `SalesIQ Implementation Guide for ${company}` });

for (const { name: site, origin } of sites) {
  test.describe(`personalised guide page (${site})`, () => {
    test('without session data it sends the visitor to the form', async ({ page }) => {
      await page.goto(`${origin}/salesiq-guide/healthcare/acme`);
      await expect(page).toHaveURL(/\/personalized-guide$/);
      await expect(page.getByLabel('Your Name')).toBeVisible();
      await page.goBack();
      await expect(page).not.toHaveURL(/\/salesiq-guide\//);
    });

    test('shows every section of the guide for the visitor and industry', async ({ page }) => {
      const visitor = { name: 'Ana Silva', company: 'Harbour Legal', email: uniqueEmail('guide-page'), industry: 'legal' };
      await seedGuideFormData(page, visitor);
      await page.goto(`${origin}/salesiq-guide/legal/harbour-legal`);

      await expect(h1(page, 'Harbour Legal')).toBeVisible();
      await expect(page.getByText('AI Client Intake Playbook for Law Firms')).toBeVisible();
      for (const name of ['Download Complete Guide', 'Book Free Consultation', 'Back to Form']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      }
      const overview = page.getByRole('region', { name: 'Your guide at a glance' });
      for (const text of ['Legal', '2 bots', '4 business apps', '7x ROI in 6 months']) {
        await expect(overview.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Why AI chat pays off in Legal' })).toContainText('Key benefits');
      await expect(page.getByRole('region', { name: 'Why AI chat pays off in Legal' })).toContainText('80%');

      const clientIntake = page.getByRole('article', { name: 'Client Intake Bot' });
      await expect(clientIntake.getByRole('listitem').filter({ hasText: 'Visitor selects the type of legal matter' })).toBeVisible();
      await expect(clientIntake).toContainText('Timeline: 2-3 weeks');
      await expect(clientIntake).toContainText('Zoho Forms');
      await expect(page.getByRole('article', { name: 'Consultation Booking Bot' })).toContainText('Timeline: 1-2 weeks');

      const map = page.getByRole('list', { name: 'Integration map' });
      for (const name of ['SalesIQ Chatbot', 'Zoho CRM', 'Zoho Bookings']) await expect(map.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByRole('list', { name: 'What the integration brings' }).getByRole('listitem')).toHaveCount(3);

      await expect(page.getByRole('heading', { name: 'More qualified consultations' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'KPIs to track' })).toBeVisible();
      for (const [name, period] of [
        ['Setup', 'Week 1'],
        ['Customization', 'Week 2'],
        ['Optimization', 'Weeks 3-4'],
        ['Advanced', 'Month 2+'],
      ] as const) {
        await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })).toContainText(period);
      }
      await expect(page.getByRole('heading', { level: 2, name: 'Ready to launch your legal chatbots?' })).toBeVisible();
      await expect(page.getByText('Harbour Legal'), 'the company, named once: in the heading').toHaveCount(1);
    });

    test('an unknown industry in the URL shows the healthcare guide', async ({ page }) => {
      await seedGuideFormData(page, { name: 'Ana Silva', company: 'Acme', email: uniqueEmail('guide-unknown'), industry: 'healthcare' });
      await page.goto(`${origin}/salesiq-guide/underwater-basket-weaving/acme`);
      await expect(h1(page, 'Acme')).toBeVisible();
      await expect(page.getByText('3x ROI in 90 days')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Appointment Booking Bot' })).toBeVisible();
    });

    test('Download Complete Guide saves the guide as a text file and records the download', async ({ page }) => {
      const visitor = { name: 'Ana Silva', company: 'Harbour Dental Group', email: uniqueEmail('guide-download'), industry: 'healthcare' };
      await seedGuideFormData(page, visitor);
      await page.clock.install({ time: new Date('2025-06-02T10:00:00') });
      await page.goto(`${origin}/salesiq-guide/healthcare/harbour-dental-group`);
      const sessionId = await sessionIdOf(page);

      const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download Complete Guide' }).click());
      expect(file.fileName).toBe('SalesIQ-healthcare-Guide-Harbour-Dental-Group.txt');
      for (const text of [
        'Prepared for: Ana Silva',
        'Company: Harbour Dental Group',
        `Email: ${visitor.email}`,
        'Date: 2 June 2025',
        'Expected ROI: 3x ROI in 90 days',
        'CHATBOT USE CASE 1: APPOINTMENT BOOKING BOT',
        'Timeline: 2-3 weeks',
        'Timeline: 1-2 weeks',
        `Email: ${contact.email}`,
        `Phone: ${contact.phone}`,
      ]) {
        expect(file.content).toContain(text);
      }
      const roadmap = file.content.slice(file.content.indexOf('IMPLEMENTATION ROADMAP'));
      expect([...roadmap.matchAll(/^(Week \d|Ongoing):/gm)].map((match) => match[1])).toEqual(['Week 1', 'Week 2', 'Week 3', 'Ongoing']);

      await page.goto(`${origin}/personalized-guide`); // leaving the page sends the tracker's batch
      const [download] = await waitForRows('user_interactions', { session_id: sessionId, interaction_type: 'download' });
      expect(download?.interaction_data).toEqual({ download_type: 'personalized_guide', file_name: file.fileName });
    });

    test('Book Free Consultation saves a consultation then a lead and opens the pre-filled mail draft, once however often it is pressed', async ({ page }) => {
      const visitor = { name: 'Cleo Park', company: 'Summit Motors', email: uniqueEmail('guide-consult'), industry: 'automotive' };
      const drafts = await captureMailDrafts(page);
      await seedGuideFormData(page, visitor);
      await page.goto(`${origin}/salesiq-guide/automotive/summit-motors`);
      // SPEC's two names for it, "a Book Consultation (Book Free Consultation) button", each find one.
      for (const name of ['Book Free Consultation', 'Book Consultation']) await expect(page.getByRole('button', { name })).toHaveCount(1);
      await page.getByRole('button', { name: 'Book Free Consultation' }).dblclick();
      await page.getByRole('button', { name: 'Book Consultation' }).click();

      await expect.poll(async () => (await drafts()).length).toBe(3);
      const [draft] = await drafts();
      expect(draft?.to).toBe(contact.email);
      expect(draft?.subject).toBe('Free Consultation Request - Summit Motors (Automotive SalesIQ Guide)');
      expect(draft?.body).toContain('Name: Cleo Park');
      expect(draft?.body).toContain(`Email: ${visitor.email}`);
      expect(draft?.body).toContain('Company: Summit Motors');

      const [consultation] = await waitForRows('consultations', { email: visitor.email });
      expect(consultation).toMatchObject({
        name: 'Cleo Park',
        company: 'Summit Motors',
        industry: 'automotive',
        consultation_type: 'personalized_guide_followup',
        status: 'requested',
        message: 'Requested a free consultation after reading the personalized Automotive guide',
      });
      const [lead] = (await waitForRows('leads', { email: visitor.email }));
      expect(lead).toMatchObject({
        industry: 'automotive',
        lead_source: 'personalized_guide_page',
        lead_type: 'consultation_request',
      });
      expect(await selectRows('consultations', { email: visitor.email })).toHaveLength(1);
    });

    test('a failed consultation save still opens the mail draft', async ({ page }) => {
      const visitor = { name: 'Dev Rao', company: 'Rao Law', email: uniqueEmail('guide-consult-down'), industry: 'legal' };
      await page.route(/\/rest\/v1\/(consultations|leads)/, (route) => route.fulfill({ status: 503, body: 'down' }));
      const drafts = await captureMailDrafts(page);
      await seedGuideFormData(page, visitor);
      await page.goto(`${origin}/salesiq-guide/legal/rao-law`);
      await page.getByRole('button', { name: 'Book Free Consultation' }).click();
      await expect.poll(async () => (await drafts()).map((draft) => draft.subject)).toEqual([
        'Free Consultation Request - Rao Law (Legal SalesIQ Guide)',
      ]);
      expect(await selectRows('consultations', { email: visitor.email })).toEqual([]);
    });

    test('Back to Form returns to the guide form', async ({ page }) => {
      await seedGuideFormData(page, { name: 'Ana Silva', company: 'Acme', email: uniqueEmail('guide-back'), industry: 'travel' });
      await page.goto(`${origin}/salesiq-guide/travel/acme`);
      await page.getByRole('button', { name: 'Back to Form' }).click();
      await expect(page).toHaveURL(/\/personalized-guide$/);
      await expect(page.getByRole('button', { name: 'Get My Personalized Guide' })).toBeVisible();
    });
  });
}
