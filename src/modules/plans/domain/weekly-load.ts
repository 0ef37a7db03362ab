import { PLAN_WEEKS, type PlanDay, type PlanWeek } from '../../../../contracts/plans';

/**
 * How the four weeks progress (ADR 0041): the volume of each main session
 * (reps and holds, 10 % a step: the workouts engine's `volumeShift`) stays
 * for two weeks, then goes up a step for the last two. The minutes stay: a
 * home week's load is the traveller's own, `daysPerWeek × minutes`, within
 * `LOAD_TOLERANCE`, as the generator's player times each session.
 */
export const WEEKLY_VOLUME_SHIFT: readonly number[] = [0, 0, 1, 1];
export const LOAD_TOLERANCE = 0.15;

/** The lighter day's minutes: 10 fewer, and never under a short 6-minute session. */
export const lighterMinutes = (minutes: number): number => Math.max(6, minutes - 10);

const travelFree = (day: PlanDay): boolean =>
  (day.kind === 'home' || day.kind === 'rest') && day.sessions.every((session) => !session.lighter);

/** The four weeks of 7 days from the first: the minutes planned, and whether the week is all at home with no lighter day. */
export function weeksOf(days: readonly PlanDay[]): PlanWeek[] {
  return Array.from({ length: PLAN_WEEKS }, (_, index) => {
    const week = days.slice(index * 7, index * 7 + 7);
    return {
      index: index + 1,
      homeWeek: week.every(travelFree),
      plannedMinutes: week.reduce((sum, day) => sum + day.sessions.reduce((minutes, session) => minutes + session.minutes, 0), 0),
    };
  });
}
