// @ts-check
// What a click was on, as the tracker records it. Plain JavaScript: the head script of each
// rendered page (./events-before-tracking.mjs) is partly the source text of these functions, so
// each uses nothing but the page's globals, `clickableSelector` and the other functions here.

/** The elements a click is recorded for. */
export const clickableSelector = 'button, a, [role="button"], summary, input[type="submit"], input[type="button"]';

/** @param {string | null | undefined} text */
export function collapse(text) {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** @param {Element} element */
export function labelledByText(element) {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return null;
  return ids
    .split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * The label a screen reader would announce, in the usual order of precedence.
 * @param {Element} element
 */
export function accessibleLabel(element) {
  const candidates = [
    element.getAttribute('aria-label'),
    labelledByText(element),
    element instanceof HTMLInputElement ? element.value : element.textContent,
    element.getAttribute('title'),
  ];
  return candidates.map(collapse).find(Boolean) ?? '';
}

/**
 * Web links are kept whole; for other schemes only the address stays, because a `mailto:` query
 * carries a draft body that may hold what the visitor typed.
 * @param {string} href
 */
export function trackedHref(href) {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.href.slice(0, 2048)
      : `${url.protocol}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * The click event for the button or link that contains `target`, or null for other clicks.
 * @param {EventTarget | null} target
 * @returns {import('./interaction-row').TrackedEvent | null}
 */
export function describeClick(target) {
  if (!(target instanceof Element)) return null;
  const element = target.closest(clickableSelector);
  if (!element) return null;
  const href = element instanceof HTMLAnchorElement ? trackedHref(element.href) : null;
  return {
    type: 'click',
    element: {
      type: element.getAttribute('role') ?? element.tagName.toLowerCase(),
      id: element.id || null,
      text: accessibleLabel(element),
    },
    data: href ? { href } : {},
  };
}
