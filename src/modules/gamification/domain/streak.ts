/**
 * Streak days (DECISIONS.md "Points, streaks, calories" and "Second wave:
 * progress rules"). A streak day is the calendar day in the session's time
 * zone (UTC when none is sent). The streak continues when the new local date
 * is the day after the last active one, or when less than 48 hours of real
 * time have passed since the previous workout, so a flight across the date
 * line never breaks it. Two workouts on one local day count once, and so does
 * a workout on a local date already counted (flying west can repeat a date).
 * `longest` never decreases.
 *
 * Flight-day credit (issue 14, ADR 0043): a travel plan's in-flight routine
 * done in transit counts on its flight day, whatever date the time zone sent
 * shows, as long as the two are at most `FLIGHT_DAY_BOUND_DAYS` apart;
 * further apart, the workout counts on its local date like any other.
 *
 * @see features/progress/streaks.feature
 * @see features/progress/flight-day-credit.feature
 */

import { localDateOf } from '../../../shared/kernel/calendar';

export { localDateOf };

export const STREAK_GRACE_MS = 48 * 60 * 60 * 1000;

export interface StreakState {
  current: number;
  longest: number;
  /** The latest local date (YYYY-MM-DD) with a workout, null before the first. */
  lastActive: string | null;
  /** The instant of the latest workout, null before the first (or when not known). */
  lastWorkoutAt: Date | null;
}

export const NO_STREAK: StreakState = { current: 0, longest: 0, lastActive: null, lastWorkoutAt: null };

export interface StreakWorkout {
  at: Date;
  /** An IANA zone; null means UTC. */
  timeZone: string | null;
  /** The plan's flight day (YYYY-MM-DD) when this is its in-flight routine, done in transit; absent or null otherwise. */
  flightDay?: string | null;
}

/** How far (in calendar days) a flight day may be from the workout's local date and still be its streak day. */
export const FLIGHT_DAY_BOUND_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysApart = (a: string, b: string): number => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;

/**
 * The day a workout counts for: its local date, or the flight day of an
 * in-flight routine when that is within `FLIGHT_DAY_BOUND_DAYS` of it (a
 * flight's clocks can show the day before or after; no further, so a client
 * cannot fill an old gap).
 */
export function streakDayOf(workout: StreakWorkout): string {
  const local = localDateOf(workout.at, workout.timeZone);
  const flightDay = workout.flightDay;
  return flightDay && daysApart(flightDay, local) <= FLIGHT_DAY_BOUND_DAYS ? flightDay : local;
}

/** The calendar date after a YYYY-MM-DD date. */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const withinGrace = (previous: Date | null, at: Date): boolean => previous !== null && at.getTime() - previous.getTime() < STREAK_GRACE_MS;

/** The streak after one more workout. */
export function advanceStreak(previous: StreakState, workout: StreakWorkout): StreakState {
  const date = streakDayOf(workout);
  const lastWorkoutAt =
    previous.lastWorkoutAt && previous.lastWorkoutAt.getTime() > workout.at.getTime() ? previous.lastWorkoutAt : workout.at;
  if (previous.lastActive !== null && date <= previous.lastActive) {
    const current = Math.max(previous.current, 1);
    return { current, longest: Math.max(previous.longest, current), lastActive: previous.lastActive, lastWorkoutAt };
  }
  const continues =
    previous.lastActive !== null && (date === dayAfter(previous.lastActive) || withinGrace(previous.lastWorkoutAt, workout.at));
  const current = continues ? previous.current + 1 : 1;
  return { current, longest: Math.max(previous.longest, current), lastActive: date, lastWorkoutAt };
}

/**
 * The streak as it stands at `now`: the stored one while a workout now would
 * still continue it (today or tomorrow of the last active date in the last
 * workout's zone, or within 48 h of it), else 0. Without a last active date
 * nothing says it ended: the stored one.
 */
export function currentStreakAt(state: StreakState, now: Date, lastTimeZone: string | null): number {
  if (state.lastActive === null) return state.current;
  const today = localDateOf(now, lastTimeZone);
  return today <= dayAfter(state.lastActive) || withinGrace(state.lastWorkoutAt, now) ? state.current : 0;
}
