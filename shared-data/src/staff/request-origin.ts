import type { Attribution } from '../visit/attribution';
import type { Touch } from '../visit/touch';

/** The touch that brought the request: this visit's, else the first one. */
function touchOf(attribution: Attribution): Touch {
  return attribution.this_visit ?? attribution.first_touch ?? {};
}

/** The referring site's host; the text as recorded when it is no address (a visitor can send anything). */
function hostOf(referrer: string): string {
  try {
    return new URL(referrer).host;
  } catch {
    return referrer;
  }
}

/** UTM source/medium, else the referring site, else `direct` (nothing when the page recorded no session). */
export function requestSource(attribution: Attribution, sessionId: string | null): string {
  const touch = touchOf(attribution);
  if (touch.utm_source) return touch.utm_medium ? `${touch.utm_source}/${touch.utm_medium}` : touch.utm_source;
  if (touch.referrer) return hostOf(touch.referrer);
  return sessionId ? 'direct' : '';
}

export function requestCampaign(attribution: Attribution): string {
  return touchOf(attribution).utm_campaign ?? '';
}

/** The path the visit arrived on. */
export function requestLandingPath(attribution: Attribution): string {
  return touchOf(attribution).landing_path ?? '';
}
