import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

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

/**
 * For a module below the fold: its markup comes with the server's HTML, its code once the element
 * behind `ref` nears the viewport (`rootMargin` ahead), so a first visit loads only what it shows.
 * Returns a loader for `RemoteModule`; on the server it loads at once, so the render includes it.
 */
export function useLoadWhenNear<T, E extends HTMLElement = HTMLElement>(
  load: () => Promise<T>,
  rootMargin = '600px',
): { ref: RefObject<E | null>; load: () => Promise<T> } {
  const ref = useRef<E>(null);
  const [reached] = useState(near);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return reached.resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reached.resolve();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reached, rootMargin]);

  const loadWhenNear = useCallback(() => (typeof window === 'undefined' ? load() : reached.promise.then(load)), [reached, load]);
  return { ref, load: loadWhenNear };
}
