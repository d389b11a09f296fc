/**
 * A click the visitor made before the tracker listened: the page's code was still coming, and the
 * shell held the click and replays it once the part clicked has hydrated. The replay is made by
 * script (`isTrusted` false), and clicks made by script are not recorded; one marked here is, as
 * the visitor's click it stands for. Here, not in the tracking package: the apps share that one
 * through the federation runtime, which the shell's entry script cannot wait for.
 */
const clickBeforeTrackingKey = 'salesiqClickBeforeTracking';

/** Marks the replay of a visitor's click the tracker has not seen. */
export function markClickBeforeTracking<E extends MouseEvent>(event: E): E {
  Object.defineProperty(event, clickBeforeTrackingKey, { value: true });
  return event;
}

/** Whether a click is the visitor's: the browser's own (`isTrusted`) or the replay of one made before the tracker listened. */
export function isVisitorClick(event: Event): boolean {
  return event.isTrusted || Reflect.get(event, clickBeforeTrackingKey) === true;
}
