import { expect, test } from '../support/test';
import { contact } from '@salesiq/shared-data/contact';
import { answerDialogs } from '../support/browser-dialogs';
import { selectRows, uniqueEmail } from '../support/db';
import { expectRecordThenLead } from '../support/stored-records';
import { captureMailDrafts } from '../support/mail-drafts';
import { watchRecordWrites } from '../support/nothing-sent';
import { dataApi, expectOutboxesDrained } from '../support/data-api-faults';

const prompts = [
  'Please enter your name:',
  'Please enter your email address:',
  'Please enter your company name:',
  'Please enter your phone number (optional):',
];

test.describe('demo request from an industry page', () => {
  test('a phone number longer than the database keeps is asked for again and saved whole', async ({ page }) => {
    const email = uniqueEmail('demo-long-phone');
    const long = '+44 20 7946 0958 ext. 1234 (office hours only)';
    const messages = answerDialogs(page, ['Ana Silva', email, 'Silva Homes', long, '+44 20 7946 0958 ext. 1234']);
    const drafts = await captureMailDrafts(page);
    await page.goto('/real-estate');
    await page.getByRole('button', { name: 'Request Real Estate Demo' }).click();

    await expect.poll(async () => (await drafts()).length).toBe(1);
    expect(messages).toEqual([...prompts, 'Please keep your phone number to 40 characters or fewer.', prompts[3]]);
    await expectRecordThenLead('demo_requests', email, {
      record: { phone: '+44 20 7946 0958 ext. 1234' },
      lead: { phone: '+44 20 7946 0958 ext. 1234' },
    });
  });

  test('a demo request the data API refuses for good takes its lead with it (one guarded block), and the draft still opens', async ({ page, context }) => {
    const email = uniqueEmail('demo-refused');
    const writes = watchRecordWrites(page, ['leads']);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await context.route(dataApi, (route) =>
      new URL(route.request().url()).pathname.endsWith('/demo_requests')
        ? route.fulfill({ status: 400, json: { code: '23514', message: 'new row for relation "demo_requests" violates check constraint' } })
        : route.fallback(),
    );
    answerDialogs(page, ['Ana Silva', email, 'Silva Homes', '']);
    const drafts = await captureMailDrafts(page);
    await page.goto('/real-estate');
    await page.getByRole('button', { name: 'Request Real Estate Demo' }).click();

    await expect.poll(async () => (await drafts()).length).toBe(1);
    await expect
      .poll(() => messages.filter((text) => text.startsWith('Error saving demo request')))
      .toEqual(['Error saving demo request: the data service refused it, so it is not kept.']);
    await expectOutboxesDrained([page], email);
    await writes.expectNothingWith(email);
    expect(await selectRows('demo_requests', { email })).toEqual([]);
    expect(await selectRows('leads', { email })).toEqual([]);
  });

  test('"Request Real Estate Demo" asks four prompts, saves the demo request and lead, and opens the draft', async ({ page }) => {
    const email = uniqueEmail('demo');
    const messages = answerDialogs(page, ['Ana Silva', email, 'Silva Homes', '0400 111 222']);
    const drafts = await captureMailDrafts(page);
    await page.goto('/real-estate');
    await page.getByRole('button', { name: 'Request Real Estate Demo' }).click();

    await expect.poll(async () => (await drafts()).length).toBe(1);
    expect(messages).toEqual(prompts);
    const [draft] = await drafts();
    expect(draft?.to).toBe(contact.email);
    expect(draft?.subject).toBe('Real Estate SalesIQ Demo Request');
    expect(draft?.body).toContain('Name: Ana Silva\nCompany: Silva Homes\nPhone: 0400 111 222');
    expect(draft?.body).toContain('Do you focus on sales, property management or both?');
    expect(draft?.body).toContain('- Inspection and open-home booking');

    const visitor = { name: 'Ana Silva', company: 'Silva Homes', phone: '0400 111 222', industry: 'real-estate' };
    await expectRecordThenLead('demo_requests', email, {
      record: { ...visitor, status: 'pending', message: 'Requested real estate SalesIQ demo' },
      lead: { ...visitor, lead_source: 'real_estate_page', lead_type: 'demo_request', message: 'Requested real estate demo from industry page' },
    });
  });

  test('"See Automotive Bot in Action" runs the same request; a blank phone is saved as null', async ({ page }) => {
    const email = uniqueEmail('demo-cta');
    answerDialogs(page, ['Tom Reed', email, 'Reed Motors', '']);
    const drafts = await captureMailDrafts(page);
    await page.goto('/automotive');
    await page.getByRole('button', { name: 'See Automotive Bot in Action' }).click();
    await expect.poll(async () => (await drafts()).length).toBe(1);
    const [draft] = await drafts();
    expect(draft?.subject).toBe('Automotive SalesIQ Demo Request');
    expect(draft?.body).toContain('Phone: [Phone Number]');
    await expectRecordThenLead('demo_requests', email, {
      record: { phone: null, industry: 'automotive', message: 'Requested automotive SalesIQ demo' },
      lead: { phone: null, lead_source: 'automotive_page', lead_type: 'demo_request' },
    });
  });

  test('cancelled prompts save nothing and the draft shows bracketed placeholders', async ({ page }) => {
    const email = uniqueEmail('demo-cancel');
    const messages = answerDialogs(page, [null, email, null, null]);
    const drafts = await captureMailDrafts(page);
    const writes = watchRecordWrites(page, ['demo_requests', 'leads']);
    await page.goto('/retail');
    await page.getByRole('button', { name: 'Request Retail Demo' }).click();
    await expect.poll(async () => (await drafts()).length).toBe(1);
    expect(messages).toEqual(prompts);
    const [draft] = await drafts();
    expect(draft?.subject).toBe('Retail SalesIQ Demo Request');
    expect(draft?.body).toContain('Name: [Your Name]\nCompany: [Your Store]\nPhone: [Phone Number]');
    await writes.expectNothingWith(email);
  });
});
