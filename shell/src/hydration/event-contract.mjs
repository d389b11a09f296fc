// @ts-check
// The page's event contract (the jsaction idea behind Angular's event replay). The server's HTML
// is on screen, and pressed, before the code of each of its parts has come; React would drop a
// press on a part it has not hydrated yet, and a form would be submitted natively. A script inline
// in each rendered page's head (./head-script.mjs) holds such presses from the first paint and
// hands each to the part it hit once that part is live. A part is an element marked `data-part`;
// its own wrapper (@salesiq/federation/live-part) marks it `data-hydrated` in a layout effect
// once React has hydrated it, or `data-part-failed` when its code cannot be loaded.
// Plain JavaScript: the inline script is the source text of the functions below, so each uses
// nothing but the page's globals, its parameters and the other functions here.

/**
 * How long a part may take to come live before the presses held for it are let go to the
 * browser: links then navigate, native controls work, and the part's own code, should it come
 * later, answers what comes next. A visitor who waited this long with nothing happening has
 * likely pressed again or given up.
 */
export const letGoAfterMs = 10_000;

/**
 * Whether an element is a field the visitor types into or picks an option in (not a checkbox or a
 * button-like input).
 * @param {Element | null} element
 */
export function isTextEntry(element) {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
  return isField && !['checkbox', 'radio', 'submit', 'button', 'reset'].includes(element.type);
}

/**
 * The control a click acts on and that needs its part's code: a button, another control, or a
 * link handed to another app (the footer's mail link asks for the visitor's details first).
 * Never a link to a page (links work without scripts), a field the visitor types into (typing
 * and picking an option work natively, and the field's code reads them when it comes) or text.
 * @param {EventTarget | null} target
 * @returns {HTMLElement | null}
 */
export function pressedControl(target) {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, [role="button"], summary, input, a[href]');
  if (!(control instanceof HTMLElement) || isTextEntry(control)) return null;
  return control instanceof HTMLAnchorElement && ['http:', 'https:'].includes(control.protocol) ? null : control;
}

/**
 * Holds clicks on controls and form submissions inside a part that is not live yet, and replays
 * them, in order, on the same elements once it is (or once it is let go). `marks` name the
 * properties a replay carries for the tracker and the spam guard (@salesiq/shared-data
 * human-input/replayed-input.mjs): a click the tracker did not record as it was made is replayed as
 * the visitor's.
 * @param {Window} window
 * @param {{ letGoAfterMs: number, humanKey: string, recordedKey: string }} options
 */
export function installEventContract(window, { letGoAfterMs, humanKey, recordedKey }) {
  const { document } = window;
  /** @type {{ part: Element, replay: () => void }[]} */
  let held = [];
  /** @type {WeakSet<Element>} */
  const letGo = new WeakSet();
  let replaying = false;

  /** @param {Element} part */
  const isLive = (part) => letGo.has(part) || part.hasAttribute('data-hydrated') || part.hasAttribute('data-part-failed');
  /** @param {Element} element */
  const waitingPart = (element) => {
    const part = element.closest('[data-part]');
    return part && !isLive(part) ? part : null;
  };

  /** @param {HTMLElement} target @param {boolean} asTheVisitors */
  const replayClick = (target, asTheVisitors) => () => {
    // Disabled since (a second press held with the first, which is sending the form).
    if (target.matches(':disabled')) return;
    // Focused as the click left it: a dialog it opens gives focus back to it on closing.
    if (!isTextEntry(document.activeElement)) target.focus({ preventScroll: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    if (asTheVisitors) Object.defineProperty(click, humanKey, { value: true });
    target.dispatchEvent(click);
  };

  /** @param {HTMLFormElement} form @param {HTMLElement | null} submitter */
  const replaySubmit = (form, submitter) => () => form.requestSubmit(submitter instanceof HTMLButtonElement && form.contains(submitter) ? submitter : null);

  /**
   * Replays, oldest first, what is held for parts that are live now, each in a microtask of its
   * own: React applies what one press changed before the next (a second click finds the button
   * it disabled).
   */
  const replayLive = async () => {
    const ready = held.filter(({ part }) => isLive(part));
    held = held.filter((press) => !ready.includes(press));
    for (const { part, replay } of ready) {
      await Promise.resolve();
      if (!part.isConnected) continue;
      replaying = true;
      try {
        replay();
      } finally {
        replaying = false;
      }
    }
  };

  /** @param {Event} event @param {Element} part @param {() => void} replay */
  const hold = (event, part, replay) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ part, replay });
    window.setTimeout(() => {
      if (isLive(part)) return;
      letGo.add(part);
      void replayLive();
    }, letGoAfterMs);
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = pressedControl(event.target);
      const part = target && !replaying ? waitingPart(target) : null;
      if (target && part) hold(event, part, replayClick(target, Reflect.get(event, recordedKey) !== true));
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const part = form instanceof HTMLFormElement && !replaying ? waitingPart(form) : null;
      if (part && event instanceof SubmitEvent) hold(event, part, replaySubmit(/** @type {HTMLFormElement} */ (form), /** @type {HTMLElement | null} */ (event.submitter)));
    },
    true,
  );
  new MutationObserver(() => void replayLive()).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-part-failed'],
  });
}
