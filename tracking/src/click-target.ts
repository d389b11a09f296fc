import type { TrackedEvent } from './interaction-row';

const CLICKABLE = 'button, a, [role="button"], summary, input[type="submit"], input[type="button"]';

function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function labelledByText(element: Element): string | null {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return null;
  return ids
    .split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The label a screen reader would announce, in the usual order of precedence. */
export function accessibleLabel(element: Element): string {
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
 */
export function trackedHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.href.slice(0, 2048)
      : `${url.protocol}${url.pathname}`;
  } catch {
    return null;
  }
}

/** The click event for the button or link that contains `target`, or null for other clicks. */
export function describeClick(target: EventTarget | null): TrackedEvent | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(CLICKABLE);
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
