/**
 * What a visitor did before their part of the page had hydrated is replayed by the shell's
 * early-input keeper once it has. A replayed event is made by script, so its `isTrusted` is
 * false; the keeper marks it as the visitor's where what tells people from scripts could not see
 * the original: typing done before a form hydrated (its spam guard listens from then on), and a
 * click the tracker did not record as it was made (it was not listening yet): the tracker records
 * the replay instead. A click the tracker did record it marks (`markClickRecorded`), and the
 * replay of that one is not marked. A module free of React and of shared state, for the shell's
 * entry script.
 */
const replayedHumanInputKey = 'salesiqReplayedHumanInput';

/** Marks an event the keeper is about to dispatch as the replay of a person's input. */
export function markReplayedHumanInput<E extends Event>(event: E): E {
  Object.defineProperty(event, replayedHumanInputKey, { value: true });
  return event;
}

const recordedClickKey = 'salesiqRecordedClick';

/** Marks a click the tracker has recorded as it was made: it sees each click before anything on the page can hold it. */
export function markClickRecorded(event: Event): void {
  Object.defineProperty(event, recordedClickKey, { value: true });
}

export const isClickRecorded = (event: Event): boolean => Reflect.get(event, recordedClickKey) === true;

const pressedAtKey = 'salesiqPressedAt';

/** Marks the replay of a press with when the visitor made it (`Date.now()` then). */
export function markPressedAt<E extends Event>(event: E, at: number): E {
  Object.defineProperty(event, pressedAtKey, { value: at });
  return event;
}

/**
 * When the visitor made the press `event` carries out: now, or, for a press held until its part of
 * the page had its code, when they made it. The spec's delays count from the press (SPEC §9: the
 * industry preselected 0.8 s after "Get AI … Bot"), not from when the code came.
 */
export function pressedAt(event: Event): number {
  const at: unknown = Reflect.get(event, pressedAtKey);
  return typeof at === 'number' ? at : Date.now();
}

/** Whether an event is a person's input: the browser's own (`isTrusted`) or the replay of one. */
export function isHumanInput(event: Event): boolean {
  return event.isTrusted || Reflect.get(event, replayedHumanInputKey) === true;
}
