import { describe, expect, it } from '@rstest/core';
import { createTransport } from 'nodemailer';
import { requestMail } from './request-mail';
import { claimedEntry, demoLead } from './testing/claimed-entry';

const route = { from: '"SalesIQ site" <leads@salesiq.example>', to: 'sales@salesiq.example' };

/** The message as it goes over SMTP, built by nodemailer itself. */
async function rawMessage(options: ReturnType<typeof requestMail>): Promise<string> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const { message } = await transport.sendMail(options);
  if (!Buffer.isBuffer(message)) throw new Error('expected the message as a buffer');
  return message.toString();
}

/** Header names and values of a raw message, folded lines joined. */
function headersOf(raw: string): [string, string][] {
  const block = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  return block.split('\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
}

describe('requestMail', () => {
  it('names what was asked and by whom, answers to the visitor, and derives the Message-ID from the request', async () => {
    const mail = requestMail(claimedEntry(), route);
    expect(mail.subject).toBe('Demo request: Bright Clinic (Healthcare)');
    const headers = new Map(headersOf(await rawMessage(mail)));
    expect(headers.get('reply-to')).toBe('Dana Reyes <dana@brightclinic.example>');
    expect(headers.get('message-id')).toBe('<request-38c6ae05-273f-4788-969f-1045b6a9e6fc@salesiq.example>');
    expect(headers.get('to')).toBe('sales@salesiq.example');
  });

  it('gives the fields, message, source, campaign, landing page and journey in both bodies', () => {
    const { text, html } = requestMail(claimedEntry(), route);
    for (const body of [text, html]) {
      for (const part of ['Dana Reyes', 'dana@brightclinic.example', '+61 3 9000 0000', 'Bright Clinic', 'healthcare_page', 'Requested healthcare demo from industry page', 'google/cpc', 'clinics-dec', '/healthcare']) {
        expect(body).toContain(part);
      }
      expect(body).toContain('2 pages seen: / → /healthcare; 4 minutes from the first page to the request');
    }
  });

  it('reports a demo booking that made no lead from its record alone', () => {
    const booking = claimedEntry({
      lead: null,
      record: { id: 'b0000000-0000-4000-8000-000000000000', name: 'Sam', email: 'sam@example.com', company: null, industry: 'general', message: 'Requested a 30-minute live demo from the home page' },
      journey: { pages_seen: 1, pages: ['http://localhost:3000/'], seconds_to_request: 20 },
    });
    const mail = requestMail(booking, route);
    expect(mail.subject).toBe('Demo request: Sam');
    expect(mail.text).toContain('Requested a 30-minute live demo from the home page');
    expect(mail.text).toContain('1 page seen: /; under a minute from the first page to the request');
  });

  it('lets no visitor value add a header', async () => {
    const name = 'Eve\r\nBcc: someone@example.com';
    const entry = claimedEntry({ lead: { ...demoLead, name, company: 'Evil\nCc: other@example.com\r\nX-Injected: 1' } });
    const raw = await rawMessage(requestMail(entry, route));
    const names = headersOf(raw).map(([header]) => header);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names).not.toContain('x-injected');
    expect(new Map(headersOf(raw)).get('subject')).toBe('Demo request: Evil Cc: other@example.com X-Injected: 1 (Healthcare)');
    expect(new Map(headersOf(raw)).get('reply-to')).toContain('<dana@brightclinic.example>');
  });

  it('leaves Reply-To out when the stored address is not a plain one', () => {
    const entry = claimedEntry({ lead: { ...demoLead, email: 'a,bcc:x@example.com' } });
    expect(requestMail(entry, route).replyTo).toBeUndefined();
  });

  it('escapes every visitor value in the HTML', () => {
    const entry = claimedEntry({
      lead: { ...demoLead, name: '<img src=x onerror=alert(1)>', message: '<script>alert("hi")</script> & more' },
    });
    const html = requestMail(entry, route).html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
