/**
 * What a visitor did before their part of the page had hydrated is replayed by the shell's
 * early-input keeper once it has. A replayed event is made by script, so its `isTrusted` is
 * false; the keeper marks it when what it replays was the visitor's own input, so a check that
 * tells people from scripts (the spam guard) counts a person who typed early as a person.
 * A module of its own, free of React, for the shell's entry script.
 */
const replayedHumanInputKey = 'salesiqReplayedHumanInput';

/** Marks an event the keeper is about to dispatch as the replay of a person's input. */
export function markReplayedHumanInput<E extends Event>(event: E): E {
  Object.defineProperty(event, replayedHumanInputKey, { value: true });
  return event;
}

/** Whether an event is a person's input: the browser's own (`isTrusted`) or the replay of one. */
export function isHumanInput(event: Event): boolean {
  return event.isTrusted || Reflect.get(event, replayedHumanInputKey) === true;
}
