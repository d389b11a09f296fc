/**
 * Dispatched on the document each time a part of the page has hydrated (or rendered): see
 * `HydratedSignal`. A module of its own, free of React, for the shell's entry script.
 */
export const hydratedEvent = 'salesiq:hydrated';
