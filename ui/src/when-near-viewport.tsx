import { type ReactNode, useEffect, useRef, useState } from 'react';

interface WhenNearViewportProps {
  /** Space kept until the content mounts, so nothing shifts when it arrives. */
  minHeight: string;
  /** How far ahead of the viewport to start, as a CSS margin (default 400px). */
  rootMargin?: string;
  children: ReactNode;
}

/** Mounts below-the-fold content (typically a federated module) only when it nears the viewport. */
export function WhenNearViewport({ minHeight, rootMargin = '400px', children }: WhenNearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return near ? children : <div ref={placeholder} style={{ minHeight }} />;
}
