import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { isHumanInput } from '@salesiq/shared-data/human-input/replayed-input.mjs';
import { checkSubmission, defaultMinFillMs, type SubmissionVerdict } from './submission-check';

export { defaultMinFillMs };
export type { SubmissionVerdict };

export interface SpamGuard {
  /** Put on the `<form>`: the fill time starts when it first scrolls into view. */
  attachForm: (form: HTMLFormElement | null) => (() => void) | undefined;
  /** Put on `<HoneypotField>`. */
  attachHoneypot: (input: HTMLInputElement | null) => void;
  /** Call in the submit handler, after the form's own validation. */
  check: () => SubmissionVerdict;
  /** The form was reset for another submission: start the fill time again, empty the honeypot. */
  restart: () => void;
}

const subscribeToNothing = () => () => {};

/** Events only a person (or the browser acting for one) produces with `isTrusted` set. */
const humanInputEvents = ['keydown', 'pointerdown', 'input', 'paste'] as const;

/**
 * Whether a field of a form hydrated from the server's markup holds what was typed into it before
 * the form's code came and this guard listened. A script could do that too; the honeypot still
 * catches one that fills every field.
 */
const holdsEarlyTyping = (form: HTMLFormElement) =>
  [...form.elements].some(
    (field) =>
      ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) ||
      (field instanceof HTMLSelectElement && [...field.options].some((option) => option.selected !== option.defaultSelected)),
  );

/**
 * Records when a form became visible (mount, or later when it first enters the viewport) and
 * whether the browser saw real input inside it, and tells at submit whether the submission is
 * bot-like (see `checkSubmission`). Without IntersectionObserver the mount time counts, which
 * only ever errs towards treating a person as a person.
 */
export function useSpamGuard({ minFillMs = defaultMinFillMs }: { minFillMs?: number } = {}): SpamGuard {
  // Set when the form mounts (and again when it is first seen), never during render.
  const shownAt = useRef(0);
  const humanInput = useRef(false);
  const honeypot = useRef<HTMLInputElement | null>(null);
  // True while React hydrates the form from the server's markup (the server's snapshot is read then).
  const hydrating = useRef(useSyncExternalStore(subscribeToNothing, () => false, () => true));

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const attachForm = useCallback((form: HTMLFormElement | null) => {
    if (form === null) return undefined;
    if (hydrating.current && holdsEarlyTyping(form)) humanInput.current = true;
    const noteInput = (event: Event) => {
      if (isHumanInput(event)) humanInput.current = true;
    };
    for (const type of humanInputEvents) form.addEventListener(type, noteInput, { capture: true, passive: true });
    const observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver(startWhenSeen);
    function startWhenSeen(entries: IntersectionObserverEntry[]) {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      shownAt.current = Date.now();
      observer?.disconnect();
    }
    observer?.observe(form);
    return () => {
      observer?.disconnect();
      for (const type of humanInputEvents) form.removeEventListener(type, noteInput, { capture: true });
    };
  }, []);

  const attachHoneypot = useCallback((input: HTMLInputElement | null) => {
    honeypot.current = input;
  }, []);

  const check = useCallback(
    () =>
      checkSubmission({
        honeypotValue: honeypot.current?.value ?? '',
        shownAt: shownAt.current,
        submittedAt: Date.now(),
        humanInput: humanInput.current,
        minFillMs,
      }),
    [minFillMs],
  );

  const restart = useCallback(() => {
    shownAt.current = Date.now();
    humanInput.current = false;
    if (honeypot.current) honeypot.current.value = '';
  }, []);

  return { attachForm, attachHoneypot, check, restart };
}
