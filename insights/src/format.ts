/** How the report and the e-mail write figures: one place, so both say the same. */

const counts = new Intl.NumberFormat('en');
const percents = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A rate of 0 to 1 as a percentage: `66.7%`. */
export function formatRate(rate: number): string {
  return percents.format(rate);
}

/** Minutes to a tenth; `no request` when nobody made one. */
export function formatMinutes(minutes: number | null): string {
  return minutes === null ? 'no request' : `${minutes} min`;
}

/** `8 Dec 2026, 09:30` in the report's time zone. */
export function formatMoment(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(moment);
}

/** A day of `insights_by_day` (`2026-12-08`, a date of the time zone asked for) as `Tue 8 Dec`. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
}

/** A campaign as shown: `(none)` when the visit had no utm_campaign. */
export function campaignLabel(campaign: string | null): string {
  return campaign ? campaign : '(none)';
}
