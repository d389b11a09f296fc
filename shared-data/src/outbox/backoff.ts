const firstRetryMs = 1_000;
export const maxRetryMs = 60_000;

/**
 * Wait before the next try after `attempts` failures: 1 s, 2 s, 4 s ... capped at 60 s, so a
 * record goes out within a minute of the API coming back, with jitter (75-100 % of that) so many
 * visitors coming back online do not retry in lockstep.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(maxRetryMs, firstRetryMs * 2 ** exponent);
  return Math.round(ceiling * (0.75 + 0.25 * random()));
}
