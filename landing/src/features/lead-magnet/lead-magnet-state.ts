/**
 * The lead-magnet form's states (SPEC §4): idle, then submitting, then done. After the download
 * the form stays locked; it is back to idle only when the kit could not be prepared (its code
 * did not load), so the visitor can press again.
 */
export type LeadMagnetState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'done'; fileName: string; dialogOpen: boolean };

export type LeadMagnetEvent =
  | { type: 'submitted' }
  | { type: 'downloaded'; fileName: string }
  | { type: 'kit-unavailable' }
  | { type: 'dialog-closed' };

export const initialLeadMagnetState: LeadMagnetState = { status: 'idle' };

export function leadMagnetReducer(state: LeadMagnetState, event: LeadMagnetEvent): LeadMagnetState {
  switch (event.type) {
    case 'submitted':
      return state.status === 'idle' ? { status: 'submitting' } : state;
    case 'downloaded':
      return state.status === 'submitting' ? { status: 'done', fileName: event.fileName, dialogOpen: true } : state;
    case 'kit-unavailable':
      return state.status === 'submitting' ? initialLeadMagnetState : state;
    case 'dialog-closed':
      return state.status === 'done' ? { ...state, dialogOpen: false } : state;
  }
}

/** Inputs and the button are locked from the first submit on. */
export function isLocked(state: LeadMagnetState): boolean {
  return state.status !== 'idle';
}
