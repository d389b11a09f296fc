import { describe, expect, it } from '@rstest/core';
import { initialLeadMagnetState, isLocked, type LeadMagnetState, leadMagnetReducer } from './lead-magnet-state';

describe('leadMagnetReducer', () => {
  it('goes idle, submitting, done with the dialog open', () => {
    const submitting = leadMagnetReducer(initialLeadMagnetState, { type: 'submitted' });
    expect(submitting).toEqual({ status: 'submitting' });
    const done = leadMagnetReducer(submitting, { type: 'downloaded', fileName: 'kit.txt' });
    expect(done).toEqual({ status: 'done', fileName: 'kit.txt', dialogOpen: true });
    expect(leadMagnetReducer(done, { type: 'dialog-closed' })).toEqual({ status: 'done', fileName: 'kit.txt', dialogOpen: false });
  });

  it('returns to idle from submitting only when the kit could not be prepared', () => {
    expect(leadMagnetReducer({ status: 'submitting' }, { type: 'kit-unavailable' })).toEqual(initialLeadMagnetState);
    const done: LeadMagnetState = { status: 'done', fileName: 'kit.txt', dialogOpen: true };
    expect(leadMagnetReducer(done, { type: 'kit-unavailable' })).toBe(done);
  });

  it('never returns to idle after the download and ignores a second submit', () => {
    const done: LeadMagnetState = { status: 'done', fileName: 'kit.txt', dialogOpen: false };
    expect(leadMagnetReducer(done, { type: 'submitted' })).toBe(done);
    const submitting: LeadMagnetState = { status: 'submitting' };
    expect(leadMagnetReducer(submitting, { type: 'submitted' })).toBe(submitting);
  });

  it('ignores a download or a dialog close out of turn', () => {
    expect(leadMagnetReducer(initialLeadMagnetState, { type: 'downloaded', fileName: 'x' })).toBe(initialLeadMagnetState);
    expect(leadMagnetReducer(initialLeadMagnetState, { type: 'dialog-closed' })).toBe(initialLeadMagnetState);
  });

  it('locks the form from the first submit on', () => {
    expect(isLocked(initialLeadMagnetState)).toBe(false);
    expect(isLocked({ status: 'submitting' })).toBe(true);
    expect(isLocked({ status: 'done', fileName: 'x', dialogOpen: false })).toBe(true);
  });
});
