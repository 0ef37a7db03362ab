import type { LocalDate, LocalTime } from '../../../../contracts/plans';
import { instantAt, wallClockAt } from '../../../shared/kernel';
import type { Leg } from './travel-legs';

const MINUTE_MS = 60_000;

/** A day's session, unless jet-lag guidance names a window: early, before the day's plans. */
export const USUAL_SESSION_TIME: LocalTime = '07:30';
/** A session ends by then, or the day has none (a late arrival). */
export const LATEST_END_TIME: LocalTime = '21:30';
/** After landing: out of the airport and into the room before training. */
const SETTLE_AFTER_ARRIVAL_MINUTES = 90;
/** The gate session starts this long before departure, so its 10 minutes end well before boarding. */
export const GATE_LEAD_MINUTES = 75;

export interface SessionTime {
  at: Date;
  localTime: LocalTime;
  timeZone: string;
}

const roundUpTo = (ms: number, minutes: number) => Math.ceil(ms / (minutes * MINUTE_MS)) * minutes * MINUTE_MS;

export function sessionTimeAt(at: Date, timeZone: string): SessionTime {
  return { at, localTime: wallClockAt(at, timeZone).time, timeZone };
}

/**
 * When a day's main session starts: at `preferred` local time, or once the
 * traveller has landed and settled (to the half hour) when they arrive that
 * day; null when it could not end by `LATEST_END_TIME`.
 */
export function mainSessionTime(
  date: LocalDate,
  timeZone: string,
  preferred: LocalTime,
  minutes: number,
  arrivesAt: Date | null,
): SessionTime | null {
  let start = instantAt(date, preferred, timeZone).getTime();
  if (arrivesAt) start = Math.max(start, roundUpTo(arrivesAt.getTime() + SETTLE_AFTER_ARRIVAL_MINUTES * MINUTE_MS, 30));
  if (start + minutes * MINUTE_MS > instantAt(date, LATEST_END_TIME, timeZone).getTime()) return null;
  return sessionTimeAt(new Date(start), timeZone);
}

/** The gate session: `GATE_LEAD_MINUTES` before departure, on the departure zone's clock. */
export const gateSessionTime = (leg: Leg): SessionTime =>
  sessionTimeAt(new Date(leg.departsAt.getTime() - GATE_LEAD_MINUTES * MINUTE_MS), leg.flight.departureTimeZone);

/** The seated routine: centred on the middle of the flight (to 5 minutes), on the departure zone's clock (the day's). */
export const inFlightSessionTime = (leg: Leg, minutes: number): SessionTime => {
  const middle = leg.departsAt.getTime() + ((leg.minutes - minutes) / 2) * MINUTE_MS;
  return sessionTimeAt(new Date(Math.round(middle / (5 * MINUTE_MS)) * 5 * MINUTE_MS), leg.flight.departureTimeZone);
};
