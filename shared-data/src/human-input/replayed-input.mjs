// @ts-check
// A press made before its part of the page had its code is held by the page's event contract
// (the shell's hydration/event-contract.mjs) and replayed once the part is live. A replay is made
// by script, so its `isTrusted` is false; the contract marks it as the visitor's where the
// tracker did not record the click as it was made (it was not listening yet): the tracker then
// records the replay instead. A click the tracker did record it marks (`markClickRecorded`), and
// the replay of that one is not marked. Plain JavaScript, free of React: the contract, inline in
// each page, is given these keys.

/** The property that marks an event as the replay of a person's press. */
export const replayedHumanInputKey = 'salesiqReplayedHumanInput';

/** The property that marks a click the tracker has recorded. */
export const recordedClickKey = 'salesiqRecordedClick';

/**
 * Marks a click the tracker has recorded as it was made: it sees each click before anything on the page can hold it.
 * @param {Event} event
 */
export function markClickRecorded(event) {
  Object.defineProperty(event, recordedClickKey, { value: true });
}

/**
 * Whether an event is a person's input: the browser's own (`isTrusted`) or the replay of one.
 * @param {Event} event
 */
export function isHumanInput(event) {
  return event.isTrusted || Reflect.get(event, replayedHumanInputKey) === true;
}
