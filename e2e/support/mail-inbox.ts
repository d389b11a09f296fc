import { readFile } from 'node:fs/promises';
import { maildevPidFile } from '../../scripts/local-mail.mjs';
import { ports } from '../../tooling/ports.mjs';

// The local stack's sales inbox (MailDev 3, started with the servers by scripts/serve.mjs): its REST
// API lists what the notifier sent. Its parsed headers leave Reply-To out, so tests read the source.
const inbox = `http://127.0.0.1:${ports.mailInbox}`;

export interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  /** `generatedFileName` is the name MailDev serves the file under. */
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** Every e-mail in the inbox. */
export async function inboxMessages(): Promise<InboxMessage[]> {
  const response = await fetch(`${inbox}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** Every e-mail in the inbox whose plain text mentions `text` (a test's own visitor address). */
export async function inboxMessagesWith(text: string): Promise<InboxMessage[]> {
  return (await inboxMessages()).filter((message) => message.text.includes(text));
}

/** An attached file of a message, as text (by the `generatedFileName` MailDev gave it). */
export async function attachmentText(id: string, generatedFileName: string): Promise<string> {
  const response = await fetch(`${inbox}/api/email/${id}/attachment/${encodeURIComponent(generatedFileName)}`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for attachment ${generatedFileName}`);
  return response.text();
}

/** A message's headers as sent (`GET /api/email/:id/source`): lower-case names, folded lines joined. */
export async function sourceHeaders(id: string): Promise<[name: string, value: string][]> {
  const source = await (await fetch(`${inbox}/api/email/${id}/source`)).text();
  const block = source.slice(0, source.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return block.split(/\r?\n/).map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
}

export function headerValue(headers: [string, string][], name: string): string | undefined {
  return headers.find(([header]) => header === name)?.[1];
}

/**
 * Freezes MailDev (SIGSTOP) until the returned function lets it go on (SIGCONT): a mail server that
 * is down for the notifier, whose sends time out and are retried.
 */
export async function stopMailDev(): Promise<() => void> {
  const pid = Number((await readFile(maildevPidFile, 'utf8')).trim());
  process.kill(pid, 'SIGSTOP');
  return () => process.kill(pid, 'SIGCONT');
}
