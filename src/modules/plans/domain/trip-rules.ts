import { TRIP_LIMITS, type LocalDate, type LocalTime } from '../../../../contracts/plans';

/**
 * The rules a trip must keep (features/plans/trips.feature). Dates are the
 * boarding pass's local dates and "today" is the traveller's, in their home
 * time zone (UTC until they set one). Pure.
 */

export interface TripDates {
  outboundDate: LocalDate;
  outboundTime: LocalTime;
  returnDate: LocalDate;
  returnTime: LocalTime;
}

export type TripDateRefusal = 'plans.return-before-outbound' | 'plans.trip-in-the-past' | 'plans.trip-too-far';

/** The same day `months` later (the 29th of February a year on is the 1st of March). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 10);
}

/** A trip is open (counts toward the 20, shows in the list, shapes the plan) until the day after its return flight. */
export const isOpen = (trip: Pick<TripDates, 'returnDate'>, today: LocalDate): boolean => trip.returnDate >= today;

/**
 * Why a trip cannot be kept as it is, or null: the return leaves after the
 * outbound flight (as written), the return day is not over yet, and the
 * outbound flight is at most 12 months from today.
 */
export function tripDateRefusal(trip: TripDates, today: LocalDate): TripDateRefusal | null {
  if (`${trip.returnDate}T${trip.returnTime}` <= `${trip.outboundDate}T${trip.outboundTime}`) return 'plans.return-before-outbound';
  if (!isOpen(trip, today)) return 'plans.trip-in-the-past';
  if (trip.outboundDate > addMonths(today, TRIP_LIMITS.monthsAhead)) return 'plans.trip-too-far';
  return null;
}
