const units: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `--since` of the staff commands: `7d`, `12h`, `30m`, `2w` before `now`, or an ISO date. */
export function sinceDate(value: string, now: Date): Date {
  const relative = /^(\d+)([mhdw])$/.exec(value);
  if (relative) return new Date(now.getTime() - Number(relative[1]) * (units[relative[2] ?? 'd'] ?? 0));
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--since takes 7d, 12h, 30m, 2w or a date, not "${value}"`);
  return date;
}
