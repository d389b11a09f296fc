import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useRenderedInBrowser } from './use-rendered-in-browser';

interface Near {
  promise: Promise<void>;
  resolve(): void;
}

function near(): Near {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A visitor who reaches into the element (Tab, a press, an option picked, text typed) needs its code now. */
const reachingEvents = ['focusin', 'pointerdown', 'input', 'change'] as const;

/**
 * For a module below the fold: its markup comes with the server's HTML, its code once the element
 * behind `ref` nears the viewport (`rootMargin` ahead) or the visitor reaches into it, wherever
 * it is on screen, so a first visit loads only what it shows.
 * Returns a loader for `RemoteModule`: `load` itself on the server (the render includes the module)
 * and in a render in the browser (no server markup stands in for it, and the module must be in the
 * document, as in the server's HTML: its form found before any scroll).
 */
export function useLoadWhenNear<T, E extends HTMLElement = HTMLElement>(
  load: () => Promise<T>,
  rootMargin = '600px',
): { ref: RefObject<E | null>; load: () => Promise<T> } {
  const ref = useRef<E>(null);
  const [reached] = useState(near);
  const renderedInBrowser = useRenderedInBrowser();

  useEffect(() => {
    if (renderedInBrowser) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return reached.resolve();
    const stop = () => {
      observer.disconnect();
      for (const type of reachingEvents) element.removeEventListener(type, reach, true);
    };
    const reach = () => {
      stop();
      reached.resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reach();
    }, { rootMargin });
    observer.observe(element);
    for (const type of reachingEvents) element.addEventListener(type, reach, true);
    return stop;
  }, [reached, rootMargin, renderedInBrowser]);

  const loadWhenNear = useCallback(() => reached.promise.then(load), [reached, load]);
  return { ref, load: renderedInBrowser || typeof window === 'undefined' ? load : loadWhenNear };
}
