import type { Clock } from '../../../src/shared/kernel';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The server's clock in a scenario. It reads the real time until a step sets
 * it ("it is Sunday 23:59 UTC"); from then on it stands still at that instant
 * until a step moves it on, so a scenario about the turn of the week never
 * depends on how long its steps take. The app under test takes this clock
 * (startApp's `clock`); nothing else of the app is replaced.
 */
export class ScenarioClock implements Clock {
  private fixed: Date | undefined;

  now(): Date {
    return new Date(this.fixed ?? Date.now());
  }

  setTo(instant: Date): void {
    this.fixed = new Date(instant);
  }
}

/** Monday 00:00 UTC of the week `now` falls in (ISO week, as the allowance counts). */
function mondayOf(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
}

function instantIn(monday: number, weekday: Weekday, time: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time of day (HH:MM or HH:MM:SS)`);
  const [, hours, minutes, seconds] = match;
  const offset = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000;
  return monday + WEEKDAYS.indexOf(weekday) * DAY_MS + offset;
}

/** That weekday and time (UTC) in the week the real clock is in now. */
export function thisWeeks(weekday: Weekday, time: string): Date {
  return new Date(instantIn(mondayOf(new Date()), weekday, time));
}

/** The first instant after `from` that is that weekday and time (UTC). */
export function nextAfter(from: Date, weekday: Weekday, time: string): Date {
  let candidate = instantIn(mondayOf(from), weekday, time);
  if (candidate <= from.getTime()) candidate += 7 * DAY_MS;
  return new Date(candidate);
}

/** `YYYY-MM-DD` of the Monday of `instant`'s week. */
export function mondayDateOf(instant: Date): string {
  return new Date(mondayOf(instant)).toISOString().slice(0, 10);
}

export const WEEKDAY_PATTERN = WEEKDAYS.join('|');
