import { useEffect } from 'react';
import { hydratedEvent } from './hydrated-event';

/**
 * Renders nothing; once the part of the tree it sits in has hydrated, tells the page, so input
 * held until then can be acted on (the shell's `keepEarlyInput`). A part whose code loads late
 * hydrates late, so each federated module carries one.
 */
export function HydratedSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return null;
}
