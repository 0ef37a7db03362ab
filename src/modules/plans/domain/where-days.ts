import type { City, LocalDate } from '../../../../contracts/plans';
import type { PlannedTrip } from './build-travel-plan';
import type { Home, Leg } from './travel-legs';

/** Where the traveller is on a date, before any session is chosen. */
export interface WhereDay {
  date: LocalDate;
  kind: 'home' | 'flight' | 'away';
  city: City | null;
  timeZone: string;
  trip: PlannedTrip | null;
  /** On a flight day, the flight that leaves that day. */
  leg: Leg | null;
}

/**
 * Each date of the plan by where the traveller wakes up and what the day
 * holds: the outbound date is a flight day at home (the flight leaves from
 * there), the return date a flight day at the destination, the dates between
 * are away, the rest at home. A trip already under way on the first date
 * makes it an away day. A trip out and back the same day is planned as its
 * outbound flight (a day has one flight).
 */
export function whereDays(
  dates: readonly LocalDate[],
  trips: readonly { trip: PlannedTrip; out: Leg; back: Leg }[],
  home: Home,
): WhereDay[] {
  return dates.map((date) => {
    const stay = trips.find(({ trip }) => trip.outboundDate <= date && date <= trip.returnDate);
    if (!stay) return { date, kind: 'home', city: home.city, timeZone: home.timeZone, trip: null, leg: null };
    const { trip, out, back } = stay;
    if (date === trip.outboundDate) return { date, kind: 'flight', city: home.city, timeZone: home.timeZone, trip, leg: out };
    if (date === trip.returnDate) return { date, kind: 'flight', city: trip.city, timeZone: trip.city.timeZone, trip, leg: back };
    return { date, kind: 'away', city: trip.city, timeZone: trip.city.timeZone, trip, leg: null };
  });
}
