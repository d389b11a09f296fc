import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { anonKey } from 'supabase/scripts/keys.mjs';
import { supabaseUrl } from '../../tooling/ports.mjs';
import { answerDialogs } from '../support/browser-dialogs';
import { insertRowsAsStaff, selectRows, selectRowsWhere, uniqueEmail, waitForRows } from '../support/db';
import { captureMailDrafts } from '../support/mail-drafts';
import { requestThroughPrompts } from '../support/prompted-request';
import { headerValue, inboxMessagesWith, sourceHeaders, stopMailDev } from '../support/mail-inbox';
import { expect, test } from '../support/test';
import { fillLeadMagnet } from '../support/lead-magnet';

// Every visitor request reaches the sales inbox as one e-mail: the local stack's MailDev, fed by the
// notifier the servers run (scripts/local-mail.mjs), all real. One test stops MailDev, so the tests
// of this file run one after another and nothing else reads the inbox meanwhile.
test.describe.configure({ mode: 'serial' });

/**
 * Waits until the request's queue entry is marked sent. The notifier marks it once the mail server
 * has taken the e-mail, and never sends a sent entry again: from then on the inbox's count is final.
 */
async function expectNotified(match: Record<string, string>, timeout = 30_000) {
  await expect
    .poll(async () => (await selectRows('lead_notifications', match)).map((entry) => entry.sent_at !== null), { timeout })
    .toEqual([true]);
}

async function leadOf(email: string) {
  const [lead] = await waitForRows('leads', { email });
  return String(lead?.id);
}

test('a demo request on /healthcare reaches the sales inbox once within 30 s, naming the company, Reply-To the visitor', async ({ page }) => {
  const email = uniqueEmail('inbox-demo');
  answerDialogs(page, ['Dana Reyes', email, 'Bright Clinic', '0400 000 000']);
  const drafts = await captureMailDrafts(page);
  await page.goto('/healthcare');
  await page.getByRole('button', { name: 'Request Healthcare Demo' }).first().click();
  const requestedAt = Date.now();
  await expect.poll(async () => (await drafts()).length).toBe(1);

  await expect.poll(async () => (await inboxMessagesWith(email)).length, { timeout: 30_000 }).toBe(1);
  test.info().annotations.push({ type: 'request to inbox', description: `${(Date.now() - requestedAt) / 1000} s` });
  const leadId = await leadOf(email);
  await expectNotified({ lead_id: leadId });
  const [message, ...more] = await inboxMessagesWith(email);
  expect(more).toEqual([]);
  expect(message?.subject).toBe('Demo request: Bright Clinic (Healthcare)');
  expect(message?.text).toContain('Phone: 0400 000 000');
  expect(message?.text).toContain('Landing page: /healthcare');
  expect(message?.text).toContain('Journey: ');
  expect(headerValue(await sourceHeaders(String(message?.id)), 'reply-to')).toBe(`Dana Reyes <${email}>`);
  // The demo request and its lead are one entry, so one e-mail.
  const [demo] = await waitForRows('demo_requests', { email });
  expect(await selectRows('lead_notifications', { record_id: String(demo?.id) })).toMatchObject([{ lead_id: leadId }]);
});

test('the home lead magnet gives one e-mail, not two', async ({ page }) => {
  const email = uniqueEmail('inbox-magnet');
  await page.goto('/');
  const form = await fillLeadMagnet(page, { name: 'Lee Magnet', email, company: 'Magnet Co' });
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download Free Templates' }).click();
  await download;

  const leadId = await leadOf(email);
  const [kit] = await waitForRows('template_downloads', { email });
  await expectNotified({ lead_id: leadId });
  expect(await selectRows('lead_notifications', { record_id: String(kit?.id) })).toMatchObject([{ lead_id: leadId }]);
  const messages = await inboxMessagesWith(email);
  expect(messages.map((message) => message.subject)).toEqual(['Template kit download: Magnet Co']);
});

test('a name that tries to add a Bcc header adds none, and markup in a request is shown as text', async ({ page }) => {
  const email = uniqueEmail('inbox-hostile');
  const answers = ['Eve\r\nBcc: someone@example.com', email, '<script>alert(1)</script> Labs', ''];
  await requestThroughPrompts(page, '/legal', answers, page.getByRole('button', { name: 'Request Legal Demo' }).first());
  // The page sends no message of the visitor's own; a visitor can post one to the data API directly.
  const posted = await fetch(`${supabaseUrl()}/rest/v1/leads`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id: randomUUID(), name: 'Mallory', email, lead_source: 'footer_contact', lead_type: 'contact_request', message: '<script>alert("x")</script>\r\nBcc: someone@example.com' }),
  });
  expect(posted.status).toBe(201);

  const leads = await waitForRows('leads', { email }, 2);
  for (const lead of leads) await expectNotified({ lead_id: String(lead.id) });
  const messages = await inboxMessagesWith(email);
  expect(messages).toHaveLength(2);
  for (const message of messages) {
    const headers = await sourceHeaders(message.id);
    expect(headers.map(([name]) => name)).not.toContain('bcc');
    expect(headerValue(headers, 'reply-to')).toMatch(new RegExp(`<${email}>$`));
    expect(message.html).not.toMatch(/<script/i);
    expect(message.html).toContain('&lt;script&gt;');
  }
});

test('with MailDev stopped, three requests are kept, retried, and each e-mailed once when it is back', async ({ page }) => {
  test.setTimeout(120_000);
  const emails = [1, 2, 3].map((visitor) => uniqueEmail(`inbox-down-${visitor}`));
  answerDialogs(page, emails.flatMap((email, index) => [`Down Visitor ${index + 1}`, email, 'Down Co', '']));
  const drafts = await captureMailDrafts(page);
  await page.goto('/');

  const resume = await stopMailDev();
  let leadIds: string[];
  try {
    for (const made of [1, 2, 3]) {
      await page.getByRole('button', { name: 'Request Custom Template' }).click();
      await expect.poll(async () => (await drafts()).length).toBe(made);
    }
    leadIds = await Promise.all(emails.map(leadOf));
    // Nothing is lost: each request is stored, and the notifier's try at it failed and waits to be retried.
    for (const leadId of leadIds) {
      await expect.poll(async () => (await selectRows('lead_notifications', { lead_id: leadId }))[0]?.last_error, { timeout: 60_000 }).toBeTruthy();
    }
  } finally {
    resume();
  }

  for (const leadId of leadIds) await expectNotified({ lead_id: leadId }, 60_000);
  for (const email of emails) expect(await inboxMessagesWith(email)).toHaveLength(1);
});

/** A notifier run as `pnpm notify` runs it, against the same stack and inbox (PORT_OFFSET), counting what it sends. */
function startNotifier() {
  const notifier = fileURLToPath(new URL('../../notifier/notify.mjs', import.meta.url));
  const child = spawn(process.execPath, [notifier], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[notifier] Sending each request')) resolve();
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    ready,
    sent: () => output.split('\n').filter((line) => line.startsWith('[notifier] Sent: ')).length,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

test('two more notifiers started together on 50 queued requests: 50 e-mails, one per request', async () => {
  test.setTimeout(90_000);
  const notifiers = [startNotifier(), startNotifier()];
  const run = randomUUID().slice(0, 8);
  const leads = Array.from({ length: 50 }, (_, index) => ({
    id: randomUUID(),
    name: 'Bulk Visitor',
    email: `bulk-${run}-${index}@e2e.example.com`,
    company: 'Bulk Co',
    lead_source: 'footer_contact',
    lead_type: 'contact_request',
  }));
  let exitCodes: (number | null)[];
  try {
    await Promise.all(notifiers.map(({ ready }) => ready));
    // One insert is one transaction: the 50 entries are queued, and fall due, together, for the two
    // notifiers and the servers' own.
    await insertRowsAsStaff('leads', leads);
    const sentQuery = `select=id&sent_at=not.is.null&lead_id=in.(${leads.map(({ id }) => id).join(',')})`;
    await expect.poll(async () => (await selectRowsWhere('lead_notifications', sentQuery)).length, { timeout: 60_000 }).toBe(50);
  } finally {
    exitCodes = await Promise.all(notifiers.map(({ stop }) => stop()));
  }
  expect(exitCodes).toEqual([0, 0]);
  test.info().annotations.push({ type: 'sent by the two notifiers', description: notifiers.map(({ sent }) => sent()).join(' + ') });

  const messages = await inboxMessagesWith(`bulk-${run}-`);
  const duplicatesOrMissing = leads.filter(({ email }) => messages.filter((message) => message.text.includes(email)).length !== 1);
  expect(duplicatesOrMissing).toEqual([]);
  expect(messages).toHaveLength(50);
});
