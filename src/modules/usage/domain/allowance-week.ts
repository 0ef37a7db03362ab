/**
 * The allowance week (DECISIONS.md "Allowance"): ISO weeks, starting Monday
 * 00:00 UTC on the server, whatever the traveller's time zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of `now`'s UTC week, as `YYYY-MM-DD`. */
export function weekStartOf(now: Date): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the week after `weekStart` begins (next Monday 00:00 UTC). */
export function nextWeekStartOf(weekStart: string): Date {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + 7 * DAY_MS);
}
