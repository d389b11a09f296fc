// @ts-check
// The script written inline into each rendered page's head, ahead of its stylesheets and of any
// other script (scripts/page-html.mjs): it holds presses made before the entry has run
// (./early-presses.mjs). Allowed by its hash in the shell's Content-Security-Policy
// (scripts/security-headers.mjs), so the policy still allows no other inline script.
import { catchEarlyPresses, earlyPressesKey, isTextEntry, pressedControl } from './early-presses.mjs';

export const earlyPressesScript = [
  '(() => {',
  String(isTextEntry),
  String(pressedControl),
  `(${String(catchEarlyPresses)})(window, ${JSON.stringify(earlyPressesKey)});`,
  '})();',
].join('\n');
