import type { City, LocalDate, PlanFlight } from '../../../../contracts/plans';
import { byCodeUnits, instantAt, wallClockAt } from '../../../shared/kernel';
import type { PlannedTrip } from './build-travel-plan';
import { flightMinutes } from './flight-time';
import { timeZoneShiftHours } from './time-zone-shift';

/** Where home is: a city, or only a time zone when the traveller has set no home city. */
export interface Home {
  city: City | null;
  timeZone: string;
}

/** One flight of a trip, with what the plan needs to know of it. */
export interface Leg {
  trip: PlannedTrip;
  flight: PlanFlight;
  /** The flight day: the local date of departure where it leaves. */
  date: LocalDate;
  departsAt: Date;
  arrivesAt: Date;
  /** The local date of arrival where it lands. */
  arrivalDate: LocalDate;
  minutes: number;
}

function leg(trip: PlannedTrip, direction: PlanFlight['direction'], home: Home): Leg {
  const outbound = direction === 'outbound';
  const [from, fromZone] = outbound ? [home.city, home.timeZone] : [trip.city, trip.city.timeZone];
  const [to, toZone] = outbound ? [trip.city, trip.city.timeZone] : [home.city, home.timeZone];
  const [date, time] = outbound ? [trip.outboundDate, trip.outboundTime] : [trip.returnDate, trip.returnTime];
  const departsAt = instantAt(date, time, fromZone);
  // The shift decides the fallback duration, and the duration the arrival: the shift at departure is close enough for the estimate.
  const roughShift = timeZoneShiftHours(fromZone, departsAt, toZone, departsAt);
  const minutes = flightMinutes(from, to, roughShift);
  const arrivesAt = new Date(departsAt.getTime() + minutes * 60_000);
  const arrival = wallClockAt(arrivesAt, toZone);
  return {
    trip,
    date,
    departsAt,
    arrivesAt,
    arrivalDate: arrival.date,
    minutes,
    flight: {
      direction,
      tripId: trip.id,
      from,
      to,
      departsAt: departsAt.toISOString(),
      departureLocalTime: time,
      departureTimeZone: fromZone,
      arrivesAt: arrivesAt.toISOString(),
      arrivalLocalTime: arrival.time,
      arrivalTimeZone: toZone,
      timeZoneShiftHours: timeZoneShiftHours(fromZone, departsAt, toZone, arrivesAt),
    },
  };
}

export const outboundLeg = (trip: PlannedTrip, home: Home): Leg => leg(trip, 'outbound', home);
export const returnLeg = (trip: PlannedTrip, home: Home): Leg => leg(trip, 'return', home);

/**
 * The trips that shape the 28 days from `start` to `end`: those not over
 * before `start` nor leaving after `end`, in the order they leave. Trips
 * cannot overlap in life, so when two do (the traveller has not yet moved
 * one), the one leaving first is planned and the other left out until they
 * are put right.
 */
export function tripsInWindow(trips: readonly PlannedTrip[], start: LocalDate, end: LocalDate, home: Home): PlannedTrip[] {
  const leaving = trips
    .filter((trip) => trip.returnDate >= start && trip.outboundDate <= end)
    .map((trip) => ({ trip, at: instantAt(trip.outboundDate, trip.outboundTime, home.timeZone).getTime() }))
    .sort((a, b) => a.at - b.at || byCodeUnits(a.trip.id, b.trip.id));
  const kept: PlannedTrip[] = [];
  for (const { trip } of leaving) {
    const previous = kept[kept.length - 1];
    if (!previous || trip.outboundDate > previous.returnDate) kept.push(trip);
  }
  return kept;
}
