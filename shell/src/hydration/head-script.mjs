// @ts-check
// The script written inline into each rendered page's head, ahead of its stylesheets and of any
// other script (scripts/page-html.mjs), for what the visitor does before the page's code has
// come: the event contract holds presses on parts not live yet (./event-contract.mjs), and the
// tracker's pre-start capture notes clicks on links to pages, with the view of a page left
// before the site recorded it (@salesiq/tracking/events-before-tracking.mjs). Allowed by its
// hash in the shell's Content-Security-Policy (scripts/security-headers.mjs), so the policy
// still allows no other inline script.
import { recordedClickKey, replayedHumanInputKey } from '@salesiq/shared-data/human-input/replayed-input.mjs';
import { accessibleLabel, clickableSelector, collapse, describeClick, labelledByText, trackedHref } from '@salesiq/tracking/click-target.mjs';
import { eventsBeforeTrackingKey, isPageLinkClick, noteEventsBeforeTracking, pageViewRecordedKey, storedEvents } from '@salesiq/tracking/events-before-tracking.mjs';
import { installEventContract, isTextEntry, letGoAfterMs, pressedControl } from './event-contract.mjs';

const contractOptions = { letGoAfterMs, humanKey: replayedHumanInputKey, recordedKey: recordedClickKey };

export const headScript = [
  '(() => {',
  String(isTextEntry),
  String(pressedControl),
  `(${String(installEventContract)})(window, ${JSON.stringify(contractOptions)});`,
  `const clickableSelector = ${JSON.stringify(clickableSelector)};`,
  ...[collapse, labelledByText, accessibleLabel, trackedHref, describeClick, isPageLinkClick, storedEvents].map(String),
  `(${String(noteEventsBeforeTracking)})(window, ${JSON.stringify(eventsBeforeTrackingKey)}, ${JSON.stringify(pageViewRecordedKey)}, describeClick);`,
  '})();',
].join('\n');
