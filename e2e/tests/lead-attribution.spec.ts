import { expect, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { selectRows, uniqueEmail, waitForRows } from '../support/db';
import { captureMailDrafts } from '../support/mail-drafts';
import { sessionIdOf } from '../support/session';

interface JourneyStep {
  type: string;
  page_url: string;
  element_text: string | null;
}

test.describe('attribution of a lead', () => {
  test('a campaign visit that moves to an industry page and requests a demo is attributed and has its journey', async ({ page }) => {
    const email = uniqueEmail('attribution');
    answerDialogs(page, ['Ana Silva', email, 'Silva Care', '']);
    const drafts = await captureMailDrafts(page);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn');
    const sessionId = await sessionIdOf(page);

    await page.getByRole('region', { name: 'AI chatbots for 20+ industries' }).getByRole('link', { name: 'Healthcare', exact: true }).click();
    await expect(page).toHaveURL(/\/healthcare$/);
    await page.getByRole('button', { name: 'Request Healthcare Demo' }).click();
    await expect.poll(async () => (await drafts()).length).toBe(1);

    const visit = { landing_path: '/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', visit_number: 1 };
    const attribution = { first_touch: expect.objectContaining(visit), this_visit: expect.objectContaining(visit) };
    const [demo] = await waitForRows('demo_requests', { email });
    expect(demo).toMatchObject({ industry: 'healthcare', session_id: sessionId, attribution });
    expect((demo?.attribution as { this_visit: object }).this_visit).not.toHaveProperty('referrer');
    const [lead] = await waitForRows('leads', { email });
    expect(lead).toMatchObject({ lead_type: 'demo_request', lead_source: 'healthcare_page', session_id: sessionId, attribution });

    // The tracker sends its batch within 5 s; the journey is complete once the demo click is in.
    let steps: JourneyStep[] = [];
    await expect
      .poll(
        async () => {
          const [journey] = await selectRows('lead_journeys', { lead_id: String(lead?.id) });
          steps = (journey?.interactions ?? []) as JourneyStep[];
          return steps.some((step) => step.element_text === 'Request Healthcare Demo');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const story = steps.map((step) => (step.type === 'page_view' ? `view ${new URL(step.page_url).pathname}` : `${step.type} ${step.element_text ?? ''}`));
    expect(story).toEqual(['view /', expect.stringMatching(/^click Healthcare/), 'view /healthcare', 'click Request Healthcare Demo']);
    const [journey] = await selectRows('lead_journeys', { lead_id: String(lead?.id) });
    expect(journey).toMatchObject({ session_id: sessionId, visits_before: 0, attribution });
    expect(Number(journey?.seconds_to_lead)).toBeGreaterThanOrEqual(0);
  });

  test('a lead made in a tab opened from the site keeps the campaign that brought the visitor, numeric campaign id included', async ({ page }) => {
    await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=21453627181');
    const grid = page.getByRole('region', { name: 'AI chatbots for 20+ industries' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), grid.getByRole('link', { name: 'Legal', exact: true }).click({ modifiers: ['Control'] })]);
    const email = uniqueEmail('attribution-tab');
    answerDialogs(tab, ['Ana Silva', email, 'Silva Law', '']);
    await tab.getByRole('button', { name: 'Request Legal Demo' }).click();

    const campaign = { landing_path: '/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: '21453627181', visit_number: 1 };
    const [lead] = await waitForRows('leads', { email });
    expect(lead?.attribution).toEqual({ first_touch: expect.objectContaining(campaign), this_visit: expect.objectContaining(campaign) });
  });
});
