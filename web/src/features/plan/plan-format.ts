import type { PlanDay, TravelPlan } from '../../../../contracts/plans';
import type { LocalDate, LocalTime } from '../../../../contracts/plans/trips.schemas';

/**
 * Dates and times on the plan page (issue 14): dates in the traveller's
 * language with `Intl.DateTimeFormat`; times are wall-clock times of a place
 * (a boarding pass's), shown on a 24-hour clock with the place named.
 */

const atUtcMidnight = (date: LocalDate): Date => new Date(`${date}T00:00:00Z`);

/** "Mon 7 Dec" / "lun, 7 dic": a calendar date, never shifted by the browser's zone. */
export function formatDay(locale: string, date: LocalDate, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: style,
    day: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(atUtcMidnight(date));
}

/** "07:40": a wall-clock time in the locale's digits, 24-hour as travel documents show it. */
export function formatClock(locale: string, time: LocalTime): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${time}:00Z`),
  );
}

/** A zone's readable place when no city is known: `America/New_York` → "New York". */
export function zonePlace(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replaceAll('_', ' ');
}

/** Monday first (ISO 8601, and the Spanish convention): 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: LocalDate): number {
  return (atUtcMidnight(date).getUTCDay() + 6) % 7;
}

/** The seven weekday names, Monday first, in the traveller's language ("Mon", "lun"). */
export function weekdayNames(locale: string): string[] {
  const monday = Date.UTC(2024, 0, 1);
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(monday + day * 86_400_000)));
}

/** Today's date where the traveller's browser is (the plan's "today"). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): LocalDate {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
}

/**
 * The plan's day for the traveller's today. A plan starts on today at home
 * (its home time zone); a browser behind that zone (home Madrid, in New York
 * in the evening) is still on the day before it, and gets the plan's first day:
 * the plan began where its "today" is counted, and the next workout is that one.
 */
export function planDayFor(plan: Pick<TravelPlan, 'days' | 'startDate'>, today: LocalDate): PlanDay | undefined {
  return plan.days.find((day) => day.date === today) ?? (today < plan.startDate ? plan.days[0] : undefined);
}
