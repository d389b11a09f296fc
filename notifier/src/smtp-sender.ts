import { createTransport } from 'nodemailer';
import type { RequestMail } from './request-mail';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** An e-mail as the sender takes it: a request's (`request-mail.ts`), or the weekly insights summary with its report attached. */
export type OutgoingMail = Omit<RequestMail, 'messageId'> & { messageId?: string; attachments?: MailAttachment[] };

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer; `smtps://` for TLS, user and password in
 * the URL). Timeouts are short so a server that hangs fails the send, which is retried, long
 * before the claim's lease ends (nodemailer waits up to two minutes to connect by default).
 */
export function smtpSender(smtpUrl: string): (mail: OutgoingMail) => Promise<unknown> {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return (mail) => transport.sendMail(mail);
}
