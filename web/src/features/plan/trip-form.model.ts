import type { City } from '../../../../contracts/plans/cities.schemas';
import {
  CreateTripBodySchema,
  TRIP_LIMITS,
  type CreateTripBody,
  type LocalDate,
  type Trip,
} from '../../../../contracts/plans/trips.schemas';

/**
 * The trip form's values and its checks before sending (issue 14): the same
 * rules the server applies (the contract's schema, and today's limits the
 * server checks: not over already, at most 12 months ahead), so a traveller
 * hears about a mistake at once. The server still has the last word.
 */
export interface TripForm {
  city: City | null;
  outboundDate: string;
  outboundTime: string;
  returnDate: string;
  returnTime: string;
  hotel: boolean;
  gym: boolean;
}

export type TripField = 'city' | 'outboundDate' | 'outboundTime' | 'returnDate' | 'returnTime';

/** Message keys (plan.json) per field. */
export type TripFormErrors = Partial<Record<TripField, string>>;

export const NEW_TRIP: TripForm = {
  city: null,
  outboundDate: '',
  outboundTime: '',
  returnDate: '',
  returnTime: '',
  hotel: true,
  gym: false,
};

export const tripToForm = (trip: Trip): TripForm => ({
  city: trip.city,
  outboundDate: trip.outboundDate,
  outboundTime: trip.outboundTime,
  returnDate: trip.returnDate,
  returnTime: trip.returnTime,
  hotel: trip.hotel,
  gym: trip.gym,
});

/** The last day a trip may leave on: 12 months after today. */
export function latestOutbound(today: LocalDate): LocalDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(year, month - 1 + TRIP_LIMITS.monthsAhead, day));
  return limit.toISOString().slice(0, 10);
}

export type TripCheck = { ok: true; body: CreateTripBody } | { ok: false; errors: TripFormErrors };

/** What is wrong with the form (message keys per field), or the body to send. */
export function checkTrip(form: TripForm, today: LocalDate): TripCheck {
  const errors: TripFormErrors = {};
  if (!form.city) errors.city = 'plan.trip.error.city';
  if (form.outboundDate === '') errors.outboundDate = 'plan.trip.error.date';
  if (form.returnDate === '') errors.returnDate = 'plan.trip.error.date';
  if (form.outboundTime === '') errors.outboundTime = 'plan.trip.error.time';
  if (form.returnTime === '') errors.returnTime = 'plan.trip.error.time';
  if (Object.keys(errors).length > 0 || !form.city) return { ok: false, errors };

  const parsed = CreateTripBodySchema.safeParse({
    cityId: form.city.id,
    outboundDate: form.outboundDate,
    outboundTime: form.outboundTime,
    returnDate: form.returnDate,
    returnTime: form.returnTime,
    hotel: form.hotel,
    gym: form.gym,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'returnDate' && issue.message.startsWith('The return')) errors.returnDate = 'plan.problem.plans.return-before-outbound';
      else if (field === 'outboundDate' || field === 'returnDate') errors[field] = 'plan.trip.error.date';
      else if (field === 'outboundTime' || field === 'returnTime') errors[field] = 'plan.trip.error.time';
      else errors.city = 'plan.problem.plans.unknown-city';
    }
    return { ok: false, errors };
  }
  if (form.returnDate < today) return { ok: false, errors: { returnDate: 'plan.problem.plans.trip-in-the-past' } };
  if (form.outboundDate > latestOutbound(today)) return { ok: false, errors: { outboundDate: 'plan.problem.plans.trip-too-far' } };
  return { ok: true, body: parsed.data };
}
