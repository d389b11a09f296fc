// @ts-check
// Presses on the server's markup before the shell's entry script has run. The entry is deferred:
// on a slow connection the page is on screen, and pressed, while it is still coming, and a button
// then has no handler at all. A script inline in each rendered page's head
// (./head-script.mjs) holds such presses from the first paint; the entry takes them over
// (`takeEarlyPresses`) and hands them to the early-input keeper (./early-input.ts), which acts on
// them once their part of the page has hydrated.
// Plain JavaScript: the inline script is the source text of the functions below, so each uses
// nothing but the page's globals and the other functions here.

/** The property of the window through which the inline script hands its presses to the entry. */
export const earlyPressesKey = 'salesiqEarlyPresses';

/**
 * A press and when it was made (`Date.now()`): the spec's delays it starts count from then.
 * @typedef {{ kind: 'click', target: HTMLElement, pressedAt: number }
 *   | { kind: 'submit', target: HTMLFormElement, submitter: HTMLElement | null, pressedAt: number }} EarlyPress
 */

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
 * The control a click acts on and that must wait for its handler: a button, another control, or a
 * link handed to another app (the footer's mail link asks for the visitor's details first, and
 * such a navigation, mail or phone, stops the page's scripts loading). Never a link to a page
 * (links work without scripts), a field the visitor types into (typing and picking an option work
 * natively; only their state needs telling) or plain text.
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
 * Holds every press (a click on a control, a form submission) from now on, with its default action
 * prevented, until the entry takes them over through `window[key]`. On the window's capture
 * phase, so nothing on the page sees them first.
 * @param {Window} window
 * @param {string} key
 */
export function catchEarlyPresses(window, key) {
  /** @type {EarlyPress[]} */
  const presses = [];
  /** @param {Event} event */
  const onClick = (event) => {
    const target = pressedControl(event.target);
    if (!target) return;
    event.preventDefault();
    presses.push({ kind: 'click', target, pressedAt: Date.now() });
  };
  /** @param {Event} event */
  const onSubmit = (event) => {
    if (!(event.target instanceof HTMLFormElement) || !(event instanceof SubmitEvent)) return;
    event.preventDefault();
    presses.push({ kind: 'submit', target: event.target, submitter: event.submitter, pressedAt: Date.now() });
  };
  /** @param {Event} event */
  const onScriptError = (event) => {
    // The entry could not be loaded: nothing will take the presses over, and the page goes on
    // without its scripts (its links, mail links included, work as they are).
    if (event.target instanceof HTMLScriptElement) takeOver();
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('error', onScriptError, true);
  const takeOver = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('error', onScriptError, true);
    return presses;
  };
  Reflect.set(window, key, takeOver);
}

/**
 * Stops the inline script holding presses, and returns what it held, in order; nothing on a page
 * without it (the development server's).
 * @param {Window} window
 * @returns {EarlyPress[]}
 */
export function takeEarlyPresses(window) {
  const takeOver = Reflect.get(window, earlyPressesKey);
  Reflect.deleteProperty(window, earlyPressesKey);
  return typeof takeOver === 'function' ? /** @type {() => EarlyPress[]} */ (takeOver)() : [];
}
