import { expect, type Page } from '@playwright/test';
import { industries } from '@salesiq/shared-data/industries/catalogue';
import { sampleVisitorSession } from '../../tooling/sample-visitor-session.mjs';

export const { guideFormData, botGeneratorData } = sampleVisitorSession;

/** The session stores the result pages read (shared-data/src/session/*.ts), written before any script runs. */
export async function seedSession(page: Page) {
  await page.addInitScript(
    ([guide, bot]) => {
      sessionStorage.setItem('guideFormData', guide);
      sessionStorage.setItem('botGeneratorData', bot);
    },
    [JSON.stringify(guideFormData), JSON.stringify(botGeneratorData)] as const,
  );
}

/** Every route of the composed site, with the level-1 heading that shows it has rendered. */
export const a11yRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /./ },
  ...industries.map((industry) => ({ path: `/${industry.key}`, heading: `SalesIQ for ${industry.displayName}` })),
  { path: '/personalized-guide', heading: /./ },
  { path: '/salesiq-guide/healthcare/bright-clinic', heading: /Bright Clinic/ },
  { path: '/generate-bot-script/healthcare/bright-clinic', heading: 'Bright Clinic AI Bot Script' },
];

export async function gotoRendered(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}
