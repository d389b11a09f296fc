import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { getSessionId, newSessionId } from './session-id';

const sessionIdFormat = /^session_\d{13}_[0-9a-z]{8}$/;

describe('newSessionId', () => {
  it('is session_, the current timestamp, and a random string', () => {
    rs.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const id = newSessionId();
    rs.useRealTimers();
    expect(id).toMatch(sessionIdFormat);
    expect(id.startsWith(`session_${Date.parse('2025-03-01T10:00:00Z')}_`)).toBe(true);
  });

  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
  });
});

describe('getSessionId', () => {
  afterEach(() => {
    rs.restoreAllMocks();
    sessionStorage.clear();
  });

  it('creates the id once, stores it, and reuses it', () => {
    const first = getSessionId();
    expect(first).toMatch(sessionIdFormat);
    expect(sessionStorage.getItem('session_id')).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('reuses an id another app of the page already stored', () => {
    sessionStorage.setItem('session_id', 'session_1700000000000_abcdefgh');
    expect(getSessionId()).toBe('session_1700000000000_abcdefgh');
  });

  it('falls back to one stable in-memory id when storage throws', () => {
    rs.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    rs.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const first = getSessionId();
    expect(first).toMatch(sessionIdFormat);
    expect(getSessionId()).toBe(first);
  });
});
