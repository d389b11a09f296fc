import { expect, test } from '../support/test';
import { announceOnline, dataApi, dataApiFaults, expectStoredExactlyOnce } from '../support/data-api-faults';
import { uniqueEmail } from '../support/db';
import { submissionFlows } from '../support/submission-flows';

// Reloads and second tabs while the data API is down, for one flow of each remote.

const representative = submissionFlows.filter((flow) =>
  ['home lead magnet', 'industry demo request', 'industry-page generator', 'guide form'].includes(flow.name),
);

for (const flow of representative) {
  test.describe(flow.name, () => {
    test('reloaded while the API is unreachable, then back: exactly once', async ({ page, context }) => {
      const email = uniqueEmail('fault-reload');
      await dataApiFaults.unreachable(context);
      await flow.run(page, email);
      // Chromium's keepalive flush at pagehide may slip past routing: either way, exactly once.
      await page.reload();
      await context.unroute(dataApi);
      await page.reload();
      await expectStoredExactlyOnce(flow, email, [page]);
    });

    test('a second tab open while the API answered 500, then back: exactly once', async ({ page, context }) => {
      const email = uniqueEmail('fault-tabs');
      await dataApiFaults['answering 500'](context);
      await flow.run(page, email);
      const second = await context.newPage();
      await second.goto('/finance');
      await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
      await context.unroute(dataApi);
      await Promise.all([announceOnline(page), second.reload()]);
      await expectStoredExactlyOnce(flow, email, [page, second]);
    });
  });
}
