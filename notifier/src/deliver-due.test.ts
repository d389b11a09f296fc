import type { ClaimedLeadNotification } from '@salesiq/shared-data/database-types';
import { describe, expect, it } from '@rstest/core';
import { deliverDue, type NotificationQueue, type SendMail } from './deliver-due';
import { claimedEntry } from './testing/claimed-entry';

const route = { from: 'leads@salesiq.example', to: 'sales@salesiq.example' };

/** A queue handing out the given batches in turn, recording what became of each entry. */
function queueOf(batches: ClaimedLeadNotification[][]) {
  const sent: string[] = [];
  const released: [string, string][] = [];
  const queue: NotificationQueue = {
    claim: () => Promise.resolve(batches.shift() ?? []),
    markSent: (entryId) => Promise.resolve(sent.push(entryId) > 0),
    release: (entry, failure) => Promise.resolve(released.push([entry.id, failure]) > 0),
  };
  return { queue, sent, released };
}

const entries = (...ids: string[]) => ids.map((id) => claimedEntry({ id }));

describe('deliverDue', () => {
  it('sends every due entry batch after batch and marks each sent after the server took it', async () => {
    const { queue, sent, released } = queueOf([entries('a', 'b'), entries('c')]);
    const subjects: string[] = [];
    const send: SendMail = (mail) => Promise.resolve(subjects.push(mail.subject));
    expect(await deliverDue(queue, send, route, () => {})).toEqual({ sent: 3, failed: 0 });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(released).toEqual([]);
    expect(subjects).toHaveLength(3);
  });

  it('puts back only the message a server refused, and sends the rest', async () => {
    const { queue, sent, released } = queueOf([entries('a', 'b', 'c')]);
    const refusal = Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
    const send: SendMail = (mail) => (mail.messageId.includes('request-b@') ? Promise.reject(refusal) : Promise.resolve());
    expect(await deliverDue(queue, send, route, () => {})).toEqual({ sent: 2, failed: 1 });
    expect(sent).toEqual(['a', 'c']);
    expect(released).toEqual([['b', '550 mailbox unavailable']]);
  });

  it('when the server cannot be reached, puts the whole batch back without trying the rest and ends the round', async () => {
    const { queue, sent, released } = queueOf([entries('a', 'b', 'c'), entries('d')]);
    let tries = 0;
    const send: SendMail = () => {
      tries += 1;
      return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ESOCKET' }));
    };
    const lines: string[] = [];
    expect(await deliverDue(queue, send, route, (line) => lines.push(line))).toEqual({ sent: 0, failed: 3 });
    expect(tries).toBe(1);
    expect(sent).toEqual([]);
    expect(released.map(([id, failure]) => `${id}: ${failure}`)).toEqual(['a', 'b', 'c'].map((id) => `${id}: connect ECONNREFUSED 127.0.0.1:1025`));
    expect(lines[0]).toMatch(/^Not sent \(try 1, will retry\): Demo request: Bright Clinic \(Healthcare\) \[request a\]/);
  });
});
