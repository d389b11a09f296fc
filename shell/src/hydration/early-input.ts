import { hydratedEvent } from '@salesiq/federation/hydrated-event';
import { isClickRecorded, markPressedAt, markReplayedHumanInput } from '@salesiq/shared-data/visit/replayed-input';
import { isTextEntry, pressedControl, type EarlyPress } from './early-presses.mjs';

/**
 * Keeps what a visitor does to the server's markup before React has hydrated it, and acts on it
 * once it has. React attaches its handlers as it hydrates, part by part (a section whose code
 * loads late hydrates late); a click on a part not hydrated yet would do nothing, a form would
 * submit natively (reloading the page), and a controlled field would keep its typed text on
 * screen while its state stays empty. So, until the part is hydrated:
 * - clicks on buttons and form submissions are held and replayed on the same element once it is
 *   hydrated; so are clicks on links to other apps (`pressedControl`: mail, phone), not on links
 *   to pages: they work without scripts;
 * - typed text stays in the field, and the field is told about it once it is hydrated, as if it
 *   had just been typed, so its state matches what is on screen; where the visitor typed it (not
 *   a script), the telling is marked as their input (`markReplayedHumanInput`), so the spam
 *   guard, which started listening only at hydration, does not take an early typist for a bot.
 * Presses made before this keeper started (the entry script that starts it is deferred) were
 * held by a script inline in the page (./early-presses.mjs), and are handed to it.
 */

/**
 * React links each DOM node it hydrates (or renders) to its fiber through a property of this
 * prefix. It does so in the render phase: a part hydrated as a transition, in slices, has its
 * nodes linked while React has not committed it yet, and an event on it then is lost (React
 * dispatches it with no target). So a node counts as hydrated only once its fiber is committed.
 */
const fiberKey = '__reactFiber$';

/** The few fields of React's fiber this reads (react-reconciler's `Fiber`). */
interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  return: Fiber | null;
}

/** React's fiber flags `Placement` and `Hydrating`: set while a new fiber is not committed yet. */
const notCommittedFlags = 0b10 | 0b1_0000_0000_0000;
const hostRootTag = 3;

/**
 * Whether a fiber is in the committed tree, by React's own rule (`getNearestMountedFiber`): none
 * of its ancestors that are new in this render (no alternate) is still to be placed or hydrated,
 * and its path ends at the root.
 */
function isCommitted(fiber: Fiber): boolean {
  let node = fiber;
  for (let next: Fiber | null = fiber; next && !next.alternate; next = next.return) {
    node = next;
    if (node.flags & notCommittedFlags) return false;
  }
  while (node.return) node = node.return;
  return node.tag === hostRootTag;
}

export function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith(fiberKey));
  const fiber: unknown = key === undefined ? undefined : Reflect.get(element, key);
  return typeof fiber === 'object' && fiber !== null && isCommitted(fiber as Fiber);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type HeldInput =
  /**
   * `unrecorded`: the tracker was not listening yet; replayed marked as the visitor's, so it is
   * recorded then. `pressedAt`: when the visitor pressed (`Date.now()`); the replay carries it
   * (`markPressedAt`), so the spec's delays the press starts count from the press.
   */
  | { kind: 'click'; target: HTMLElement; unrecorded: boolean; pressedAt: number }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null; pressedAt: number }
  /**
   * `value` as the visitor left it: React may reset the field's DOM value before it is told.
   * `human`: some of it came from the browser's own input events (`isTrusted`), not a script.
   */
  | { kind: 'typing'; target: Field; value: string; human: boolean };

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * Clicks the control again, focused as the visitor's click left it: a dialog it opens gives focus
 * back to it on closing, though the visitor may have moved on (a Tab) while the click was held.
 * Focus stays in a field the visitor has gone on to type in.
 */
function replayClick(target: HTMLElement, unrecorded: boolean, pressedAt: number) {
  // Disabled since (a second press held with the first, which is sending the form): the browser
  // gives a disabled control no click.
  if (target.matches(':disabled')) return;
  if (!isTextEntry(target.ownerDocument.activeElement)) target.focus({ preventScroll: true });
  const click = markPressedAt(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }), pressedAt);
  target.dispatchEvent(unrecorded ? markReplayedHumanInput(click) : click);
}

/** Tells React a field's value changed: set through the prototype, so React's own tracker sees a change. */
function announceValue(field: Field, value: string, human: boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  field.value = field instanceof HTMLSelectElement ? value : '';
  Reflect.set(prototype, 'value', value, field);
  const event = new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true });
  field.dispatchEvent(human ? markReplayedHumanInput(event) : event);
}

/** The option the server's markup selects: the last marked `selected`, else the first. */
function markupSelectedIndex(select: HTMLSelectElement): number {
  const marked = [...select.options].map((option) => option.hasAttribute('selected')).lastIndexOf(true);
  return Math.max(marked, 0);
}

/** Whether the visitor changed a field from what the server's markup holds. */
function changedFromMarkup(field: Field): boolean {
  return field instanceof HTMLSelectElement ? field.selectedIndex !== markupSelectedIndex(field) : field.value !== field.defaultValue;
}

/**
 * When the press being replayed was made: the form submission it makes (a replayed submit, or the
 * click of a submit button) is marked with it too, in `keepEarlyInput`'s submit listener.
 */
let replayedPressAt: number | undefined;

function replay(input: HeldInput) {
  switch (input.kind) {
    case 'click':
    case 'submit':
      replayedPressAt = input.pressedAt;
      try {
        if (input.kind === 'click') replayClick(input.target, input.unrecorded, input.pressedAt);
        else input.target.requestSubmit(input.submitter instanceof HTMLButtonElement ? input.submitter : null);
      } finally {
        replayedPressAt = undefined;
      }
      return;
    case 'typing':
      announceValue(input.target, input.value, input.human);
  }
}

/**
 * Starts holding early input inside `root` (see above), and acts on it each time a part of the
 * page reports it has hydrated (`HydratedSignal`). Listens on the document in the capture phase,
 * so it sees each event before React's own listeners on the root.
 *
 * A part can hydrate in the middle of an event: when an event React must answer (a click, a
 * key, an input) reaches a part whose code has come but which React has not hydrated yet, React
 * hydrates that part at once, inside the event's dispatch, after this keeper has held it. The
 * input that follows in the same task (a script that fills a form and submits it) then reaches
 * the part hydrated, ahead of what was held before it (a field told first re-renders the form,
 * which empties a field held, and a submit then fails the form's validation). So while held
 * input waits for its replay, input inside the root waits in line behind it, hydrated or not, and
 * React does not see it before its turn.
 */
export function keepEarlyInput(root: HTMLElement, earlyPresses: EarlyPress[] = [], document: Document = root.ownerDocument): void {
  const held: HeldInput[] = earlyPresses.map((press) => (press.kind === 'click' ? { ...press, unrecorded: true } : press));
  /** A replay is due or under way: later input waits behind what was held before it. */
  let replayDue = false;
  /** The events a replayed input makes itself pass. */
  let replaying = false;
  /** Held input is ready (its part has hydrated) or being replayed: what comes next waits behind it. */
  const replayPending = () => replayDue || held.some((input) => isHydrated(input.target));
  const mustWait = (element: Element) => !replaying && root.contains(element) && (!isHydrated(element) || replayPending());
  const replaySoon = () => {
    if (replayDue || !held.some((input) => isHydrated(input.target))) return;
    replayDue = true;
    void replayReady();
  };
  const hold = (event: Event, input: HeldInput) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(input);
    replaySoon();
  };

  /**
   * Replays held input whose part has hydrated, in order, each in a microtask of its own, until
   * nothing held is ready. The hydrated event comes from an effect, inside React's commit, where
   * React only queues the updates an event makes: a click replayed there would not see the value
   * typed just before it. React flushes what one input changed in a microtask (queued while the
   * input was handled), so it is done before the next.
   */
  async function replayReady() {
    for (;;) {
      const ready = held.filter((input) => isHydrated(input.target));
      if (ready.length === 0) break;
      held.splice(0, held.length, ...held.filter((input) => !ready.includes(input)));
      // Values first: a click that submits a form must see what was typed before it.
      ready.sort((a, b) => Number(b.kind === 'typing') - Number(a.kind === 'typing'));
      for (const input of ready) {
        await Promise.resolve();
        replaying = true;
        try {
          replay(input);
        } finally {
          replaying = false;
        }
      }
    }
    replayDue = false;
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = pressedControl(event.target);
      if (target && mustWait(target)) hold(event, { kind: 'click', target, unrecorded: !isClickRecorded(event), pressedAt: Date.now() });
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (replayedPressAt !== undefined) markPressedAt(event, replayedPressAt);
      else if (form instanceof HTMLFormElement && mustWait(form)) {
        hold(event, { kind: 'submit', target: form, submitter: (event).submitter, pressedAt: Date.now() });
      }
    },
    true,
  );
  for (const type of ['input', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        const field = event.target;
        if (!(field instanceof Element) || !isField(field) || !mustWait(field)) return;
        // A hydrated field waiting in line: React is told in its turn, not now.
        if (isHydrated(field)) event.stopImmediatePropagation();
        const typing = held.find((input) => input.kind === 'typing' && input.target === field);
        if (typing?.kind === 'typing') {
          typing.value = field.value;
          typing.human ||= event.isTrusted;
        } else held.push({ kind: 'typing', target: field, value: field.value, human: event.isTrusted });
        replaySoon();
      },
      true,
    );
  }

  // The page can show its fields before this script runs (it is deferred: on a slow connection the
  // page is typed into while the rest of it is still arriving). What was typed then was typed by
  // the browser, as no script of the page had run: it is held as the visitor's.
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isTextEntry(field) && !isHydrated(field) && changedFromMarkup(field)) {
      held.push({ kind: 'typing', target: field, value: field.value, human: true });
    }
  }

  // A replay under way picks up what has become ready since it started.
  document.addEventListener(hydratedEvent, replaySoon);
}
