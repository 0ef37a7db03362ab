/**
 * The allowance week (DECISIONS.md "Allowance"): ISO weeks, starting Monday
 * 00:00 UTC on the server, whatever the traveller's time zone.
 */

import { DEFAULT_TIME_ZONE, isoWeekStartOf } from '../../../shared/kernel/calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of `now`'s UTC week, as `YYYY-MM-DD`. */
export const weekStartOf = (now: Date): string => isoWeekStartOf(now, DEFAULT_TIME_ZONE);

/** The instant the week after `weekStart` begins (next Monday 00:00 UTC). */
export function nextWeekStartOf(weekStart: string): Date {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + 7 * DAY_MS);
}
