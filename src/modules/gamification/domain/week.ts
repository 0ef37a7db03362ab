/** A time zone nobody sent: the week is counted in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone a week is counted in: the traveller's when the runtime knows it, else UTC. */
export function timeZoneOrUtc(timeZone: string | null): string {
  if (timeZone === null) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The Monday (YYYY-MM-DD) that starts the ISO week `now` falls in, on the
 * calendar of `timeZone` (one `timeZoneOrUtc` answered): "this week" of
 * `/account/analytics` (features/progress/history.feature).
 */
export function weekStartOf(now: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  local.setUTCDate(local.getUTCDate() - daysSinceMonday);
  return local.toISOString().slice(0, 10);
}
