import { createTransport } from 'nodemailer';
import type { SendMail } from './deliver-due';

/**
 * Sends through the SMTP server of `smtpUrl` (nodemailer; `smtps://` for TLS, user and password in
 * the URL). Timeouts are short so a server that hangs fails the send, which is retried, long
 * before the claim's lease ends (nodemailer waits up to two minutes to connect by default).
 */
export function smtpSender(smtpUrl: string): SendMail {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return (mail) => transport.sendMail(mail);
}
