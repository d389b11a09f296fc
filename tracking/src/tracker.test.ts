import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createInteractions } from '@salesiq/shared-data/operations/create-interactions';
import { flushOutbox } from '@salesiq/shared-data/outbox/outbox';
import type { InteractionRow } from './interaction-row';
import { batchIntervalMs, maxQueued, flushForExit, startSending, stopSending, track } from './tracker';

rs.mock('@salesiq/shared-data/operations/create-interactions', () => ({
  createInteractions: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/outbox/outbox', () => ({ flushOutbox: rs.fn() }));

const send = rs.mocked(createInteractions);

function batches(): InteractionRow[][] {
  return send.mock.calls.map(([rows]) => rows);
}

function trackClicks(count: number): void {
  for (let n = 0; n < count; n += 1) track({ type: 'click', data: { n } });
}

function setGlobalPrivacyControl(value: boolean | undefined): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

describe('tracker batching', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });

  afterEach(() => {
    stopSending();
    setGlobalPrivacyControl(undefined);
    rs.useRealTimers();
    rs.clearAllMocks();
    rs.restoreAllMocks();
  });

  it('sends 20 events as one bulk insert at once', () => {
    startSending();
    trackClicks(20);
    expect(send).toHaveBeenCalledTimes(1);
    expect(batches()[0]).toHaveLength(20);
    rs.advanceTimersByTime(batchIntervalMs);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends fewer events after the batch interval (2 s), all in one insert', () => {
    startSending();
    trackClicks(3);
    rs.advanceTimersByTime(batchIntervalMs - 1);
    expect(send).not.toHaveBeenCalled();
    rs.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(batches()[0]?.map((row) => row.interaction_data)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  it('sends nothing while nothing happens', () => {
    startSending();
    rs.advanceTimersByTime(batchIntervalMs * 10);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps events made before the tracker starts and sends them once it does', () => {
    track({ type: 'form_submit', data: { form_type: 'lead_magnet' } });
    rs.advanceTimersByTime(batchIntervalMs * 2);
    expect(send).not.toHaveBeenCalled();

    startSending();
    rs.advanceTimersByTime(batchIntervalMs);
    expect(send).toHaveBeenCalledTimes(1);
    expect(batches()[0]?.[0]?.interaction_type).toBe('form_submit');
  });

  it('bounds the queue: the oldest events are dropped and the rest go in inserts of 20', () => {
    trackClicks(maxQueued + 50);
    startSending();
    expect(send).toHaveBeenCalledTimes(maxQueued / 20);
    expect(batches().every((rows) => rows.length === 20)).toBe(true);
    expect(batches()[0]?.[0]?.interaction_data).toEqual({ n: 50 });
  });

  it('on exit hands the queued rows to the outbox and then flushes it with keepalive', () => {
    startSending();
    trackClicks(2);
    flushForExit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(flushOutbox).toHaveBeenCalledWith({ keepalive: true });
    const sendOrder = send.mock.invocationCallOrder[0] ?? Infinity;
    const flushOrder = rs.mocked(flushOutbox).mock.invocationCallOrder[0] ?? -Infinity;
    expect(sendOrder).toBeLessThan(flushOrder);
  });

  it('tracks nothing at all under Global Privacy Control', () => {
    setGlobalPrivacyControl(true);
    startSending();
    trackClicks(25);
    rs.advanceTimersByTime(batchIntervalMs);
    flushForExit();
    expect(send).not.toHaveBeenCalled();
  });

  it('never throws into the page when sending fails', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    startSending();
    send.mockImplementationOnce(() => {
      throw new Error('outbox broken');
    });
    expect(() => trackClicks(20)).not.toThrow();
    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => trackClicks(20)).not.toThrow();
    rs.mocked(flushOutbox).mockImplementationOnce(() => {
      throw new Error('storage full');
    });
    expect(() => flushForExit()).not.toThrow();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('track', () => {
  afterEach(() => {
    stopSending();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    rs.clearAllMocks();
    rs.restoreAllMocks();
  });

  it('builds a lazily given event only when tracking is allowed, and survives it throwing', () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const build = rs.fn(() => ({ type: 'form_submit' as const }));
    track(build);
    expect(build).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'globalPrivacyControl', { value: false, configurable: true });
    track(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(() =>
      track(() => {
        throw new Error('cannot redact');
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
