import type { ClaimedLeadNotification } from '@salesiq/shared-data/database-types';
import { escapeHtml } from './escape-html';
import { oneLine } from './one-line';
import { type RequestSummary, summariseRequest } from './request-summary';

export interface MailRoute {
  /** MAIL_FROM: `leads@example.com` or `"Site" <leads@example.com>`. */
  from: string;
  /** SALES_INBOX. */
  to: string;
}

/** One request's e-mail, as nodemailer's `sendMail` takes it. */
export interface RequestMail {
  from: string;
  to: string;
  subject: string;
  replyTo?: { name: string; address: string };
  messageId: string;
  text: string;
  html: string;
}

/** An address written as it is: one @, no white space, quotes, brackets, commas, colons or semicolons. */
const plainAddress = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+$/;

function domainOf(address: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

/**
 * The same request always gets the same Message-ID, so the rare second send (a crash between
 * sending and marking it sent) threads with the first in any mail client.
 */
export function messageIdOf(entryId: string, from: string): string {
  return `<request-${entryId}@${domainOf(from)}>`;
}

function subjectOf(summary: RequestSummary): string {
  return oneLine(`${summary.what}: ${summary.who}${summary.industry ? ` (${summary.industry})` : ''}`, 250);
}

function textBody(summary: RequestSummary, subject: string): string {
  const lines = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${oneLine(value, 2000)}`);
  return [
    subject,
    '',
    ...lines(summary.fields),
    '',
    'Message:',
    ...(summary.message ? summary.message.split(/\r\n?|\n/).map((line) => `  ${line}`) : ['  (none)']),
    '',
    ...lines([...summary.origin, ['Journey', summary.journey]]),
    '',
    summary.name ? `Reply to this e-mail to answer ${oneLine(summary.name)} directly.` : '',
    summary.references,
    '',
  ].join('\n');
}

function htmlRows(pairs: [string, string][]): string {
  return pairs
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
}

function htmlBody(summary: RequestSummary, subject: string): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<table>${htmlRows(summary.fields)}</table>`,
    '<h2 style="font-size:15px">Message</h2>',
    `<p style="white-space:pre-wrap">${summary.message ? escapeHtml(summary.message) : '(none)'}</p>`,
    `<table>${htmlRows([...summary.origin, ['Journey', summary.journey]])}</table>`,
    summary.name ? `<p>Reply to this e-mail to answer ${escapeHtml(summary.name)} directly.</p>` : '',
    `<p style="color:#666;font-size:12px">${escapeHtml(summary.references)}</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The sales inbox's e-mail for one request: subject naming what was asked and by whom, Reply-To
 * the visitor, the fields, message, source and journey as plain text and HTML. Visitor values
 * never reach a header unflattened (`oneLine`) and never reach the HTML unescaped.
 */
export function requestMail(entry: ClaimedLeadNotification, route: MailRoute): RequestMail {
  const summary = summariseRequest(entry);
  const subject = subjectOf(summary);
  return {
    from: route.from,
    to: route.to,
    subject,
    ...(plainAddress.test(summary.email) ? { replyTo: { name: oneLine(summary.name, 100), address: summary.email } } : {}),
    messageId: messageIdOf(entry.id, route.from),
    text: textBody(summary, subject),
    html: htmlBody(summary, subject),
  };
}
