// @ts-check
// The script written inline into each rendered page's head, ahead of its stylesheets and of any
// other script (scripts/page-html.mjs), for what the visitor does before the entry has run: it
// holds presses on controls (./early-presses.mjs) and notes clicks on links to pages for the
// tracker, with the view of a page left before the site recorded it (@salesiq/tracking/events-before-tracking.mjs). Allowed by its hash in the shell's
// Content-Security-Policy (scripts/security-headers.mjs), so the policy still allows no other
// inline script.
import { accessibleLabel, clickableSelector, collapse, describeClick, labelledByText, trackedHref } from '@salesiq/tracking/click-target.mjs';
import { eventsBeforeTrackingKey, isPageLinkClick, noteEventsBeforeTracking, pageViewRecordedKey, storedEvents } from '@salesiq/tracking/events-before-tracking.mjs';
import { catchEarlyPresses, earlyPressesKey, isTextEntry, pressedControl } from './early-presses.mjs';

export const headScript = [
  '(() => {',
  String(isTextEntry),
  String(pressedControl),
  `(${String(catchEarlyPresses)})(window, ${JSON.stringify(earlyPressesKey)});`,
  `const clickableSelector = ${JSON.stringify(clickableSelector)};`,
  ...[collapse, labelledByText, accessibleLabel, trackedHref, describeClick, isPageLinkClick, storedEvents].map(String),
  `(${String(noteEventsBeforeTracking)})(window, ${JSON.stringify(eventsBeforeTrackingKey)}, ${JSON.stringify(pageViewRecordedKey)}, describeClick);`,
  '})();',
].join('\n');
