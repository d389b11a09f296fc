import { clickIdKeys, fitTouch, type Touch, utmKeys } from './touch';

/** Longer addresses are not read at all: no campaign link needs more. */
const maxAddressLength = 8192;

/**
 * The touch of a visit arriving at `href` from `referrer`: the landing path, the referrer's
 * origin and path, the UTM fields and ad click ids of the query (the first of each), fitted.
 */
export function arrivalTouch(href: string, referrer: string, capturedAt: Date, visitNumber?: number): Touch | undefined {
  let url: URL;
  try {
    url = new URL(href.slice(0, maxAddressLength));
  } catch {
    return undefined;
  }
  const fields: Record<string, string | number> = {
    landing_path: url.pathname,
    referrer: referrer.slice(0, maxAddressLength),
    captured_at: capturedAt.toISOString(),
  };
  if (visitNumber !== undefined) fields.visit_number = visitNumber;
  for (const key of [...utmKeys, ...clickIdKeys]) {
    const value = url.searchParams.get(key);
    if (value !== null) fields[key] = value;
  }
  return fitTouch(fields);
}
