import { expect, test } from '../support/test';
import { announceOnline, dataApi, dataApiFaults, expectStoredExactlyOnce } from '../support/data-api-faults';
import { selectRows, uniqueEmail } from '../support/db';
import { submissionFlows } from '../support/submission-flows';

// Every submission flow with the data API down: the visitor gets the normal path, the console
// says the save must wait (once), and once the API is back every record arrives exactly once
// (reloads and second tabs: faults-tabs.spec.ts).

for (const flow of submissionFlows) {
  test.describe(flow.name, () => {
    for (const [fault, startFault] of Object.entries(dataApiFaults)) {
      test(`with the data API ${fault}: the normal path, then every record exactly once`, async ({ page, context }) => {
        const email = uniqueEmail('fault');
        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        await startFault(context);
        await flow.run(page, email);
        for (const table of flow.records) expect(await selectRows(table, { email })).toHaveLength(0);
        await expect.poll(() => messages.filter((text) => text.startsWith(flow.logged))).toHaveLength(1);

        await context.unroute(dataApi);
        await announceOnline(page);
        await expectStoredExactlyOnce(flow, email, [page]);
      });
    }
  });
}
