import type { ChallengeType } from '../../../../contracts/community/challenges.schemas';
import { isoWeekStartOf } from '../../../shared/kernel/calendar';

/**
 * The challenges that are always open (DECISIONS.md "Challenge progress by
 * type": a weekly points race, a monthly streak battle and a monthly city
 * conquest, created ahead of time by a scheduled job). Periods run in UTC,
 * for travellers everywhere: a week from Monday 00:00, a month from the 1st.
 *
 * @see features/community/challenges-recurring.feature
 */

export const RECURRENCES = ['weekly-points-race', 'monthly-streak-battle', 'monthly-city-conquest'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

interface RecurrenceRule {
  type: ChallengeType;
  targetValue: number;
  every: 'week' | 'month';
}

/** The targets are ours: a week of daily 20-minute workouts, ten days in a row, three cities. */
export const RECURRENCE_RULES: Readonly<Record<Recurrence, RecurrenceRule>> = {
  'weekly-points-race': { type: 'points_race', targetValue: 1_000, every: 'week' },
  'monthly-streak-battle': { type: 'streak_battle', targetValue: 10, every: 'month' },
  'monthly-city-conquest': { type: 'city_conquest', targetValue: 3, every: 'month' },
};

/** The next period is opened this long before it starts, so one is always open even when a run is late or fails. */
export const OPEN_AHEAD_MS = 2 * 24 * 60 * 60 * 1000;

export interface Period {
  /** Its first day, YYYY-MM-DD (UTC): one challenge per recurrence and first day. */
  firstDay: string;
  start: Date;
  /** Excluded: the next period's start. */
  end: Date;
}

export interface DueChallenge extends RecurrenceRule {
  recurrence: Recurrence;
  period: Period;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function periodOf(kind: RecurrenceRule['every'], at: Date): Period {
  if (kind === 'week') {
    const firstDay = isoWeekStartOf(at, 'UTC');
    const start = new Date(`${firstDay}T00:00:00Z`);
    return { firstDay, start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { firstDay: start.toISOString().slice(0, 10), start, end };
}

/** Every recurring challenge that should exist at `now`: each one's current period, and its next when that starts within two days. */
export function dueAt(now: Date): DueChallenge[] {
  return RECURRENCES.flatMap((recurrence) => {
    const rule = RECURRENCE_RULES[recurrence];
    const current = periodOf(rule.every, now);
    const ahead = periodOf(rule.every, new Date(now.getTime() + OPEN_AHEAD_MS));
    const periods = ahead.firstDay === current.firstDay ? [current] : [current, ahead];
    return periods.map((period) => ({ ...rule, recurrence, period }));
  });
}
