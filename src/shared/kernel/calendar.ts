/**
 * Calendar arithmetic in a traveller's time zone, shared by the modules whose
 * rules count days and weeks (streak days, "this week", progression weeks,
 * the allowance week). Pure: the instant always comes from the caller.
 */

/** The zone used when a traveller sent none (or one the runtime does not know). */
export const DEFAULT_TIME_ZONE = 'UTC';

const DAY_MS = 24 * 60 * 60 * 1000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter naming a zone's UTC offset, one per zone; throws a RangeError for a zone the runtime does not know. */
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone to count in: the traveller's when the runtime knows it, else UTC. */
export function timeZoneOrUtc(timeZone: string | null): string {
  if (timeZone === null) return DEFAULT_TIME_ZONE;
  try {
    offsetFormatter(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone (UTC when none).
 * Every signed-in page asks for the streak at today's date: the zone's offset,
 * remembered by the UTC day, is a quarter of a formatter call's cost.
 */
export function localDateOf(at: Date, timeZone: string | null): string {
  return wallClockAt(at, timeZone ?? DEFAULT_TIME_ZONE).date;
}

/** The Monday (YYYY-MM-DD) that starts the ISO week an instant falls in, on the calendar of a time zone (UTC when none). */
export function isoWeekStartOf(at: Date, timeZone: string | null = DEFAULT_TIME_ZONE): string {
  const local = new Date(`${localDateOf(at, timeZone)}T00:00:00Z`);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The offset a zone's formatter names at an instant: a formatter call, about 2 µs. */
function formattedOffsetMinutes(timeZone: string, at: number): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`No UTC offset for the time zone ${timeZone}`);
  const [, sign, hours, minutes] = match;
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** `zone day` → the offset all that UTC day, for the days a zone does not change its clocks. */
const steadyDays = new Map<string, number>();
/** Plenty for every zone travellers use over a few months of days; the map starts again beyond it. */
const STEADY_DAYS_KEPT = 20_000;

/**
 * Minutes east of UTC that a time zone is at an instant (Madrid in winter: 60;
 * New York in summer: −240), as `workout_sessions.timezone_offset` keeps it.
 * A four-week plan asks hundreds of times, mostly for the same few days: a UTC
 * day whose first and last millisecond have the same offset has it all day
 * (zones change their clocks at most once a day), so it is remembered.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const day = Math.floor(at.getTime() / DAY_MS);
  const key = `${timeZone} ${day}`;
  const steady = steadyDays.get(key);
  if (steady !== undefined) return steady;
  const first = formattedOffsetMinutes(timeZone, day * DAY_MS);
  if (first !== formattedOffsetMinutes(timeZone, (day + 1) * DAY_MS - 1)) return formattedOffsetMinutes(timeZone, at.getTime());
  if (steadyDays.size >= STEADY_DAYS_KEPT) steadyDays.clear();
  steadyDays.set(key, first);
  return first;
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The instant a wall clock in a time zone shows a local date and time
 * (HH:MM), as a boarding pass states a departure. A time the clocks skip in
 * spring is read with the offset before the change (02:30 on the night Madrid
 * moves to summer time is 03:30 summer time); a time they show twice in autumn
 * is the first of the two.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (instant: number) => utcOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  const earlier = wall - offsetAt(wall - 12 * 60 * 60 * 1000);
  // Each offset is read once: a plan places hundreds of sessions, and reading one costs a formatter call.
  const earlierOffset = offsetAt(earlier);
  const later = wall - earlierOffset;
  const earlierShown = earlier + earlierOffset === wall;
  const laterShown = later !== earlier && later + offsetAt(later) === wall;
  if (earlierShown && laterShown) return new Date(Math.min(earlier, later));
  return new Date(laterShown ? later : earlier);
}

/** The wall clock (date YYYY-MM-DD and time HH:MM) an instant shows in a time zone. */
export function wallClockAt(at: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(at.getTime() + utcOffsetMinutes(timeZone, at) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
