import { z } from 'zod';
import { CityIdSchema, CitySchema } from './cities.schemas';

/**
 * Trips (issue 14): where a traveller flies and when. The outbound time is
 * the local time of departure at home; the return time is the local time of
 * departure at the destination. Dates and times are what a boarding pass
 * shows, so they are kept as local values with the zone of the place.
 */

export const TRIP_LIMITS = { maxOpenTrips: 20, monthsAhead: 12 } as const;

/** A calendar date, YYYY-MM-DD, that exists. */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-01')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Not a date');
export type LocalDate = z.infer<typeof LocalDateSchema>;

/** A wall-clock time, HH:MM, 00:00 to 23:59. */
export const LocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 07:30');
export type LocalTime = z.infer<typeof LocalTimeSchema>;

const tripFields = {
  cityId: CityIdSchema,
  outboundDate: LocalDateSchema,
  outboundTime: LocalTimeSchema,
  returnDate: LocalDateSchema,
  returnTime: LocalTimeSchema,
  /** Staying in a hotel (a room to train in) rather than with friends or in a flat. */
  hotel: z.boolean(),
  /** The hotel (or the place) has a gym. */
  gym: z.boolean(),
};

/** The return departs after the outbound one (compared as written: the flight itself takes time). */
const returnsAfterOutbound = (trip: { outboundDate: string; outboundTime: string; returnDate: string; returnTime: string }) =>
  `${trip.returnDate}T${trip.returnTime}` > `${trip.outboundDate}T${trip.outboundTime}`;

/**
 * `POST /api/trips`. How far ahead, how many and whether it is already over
 * depend on today, so the server checks those (`plans.trip-too-far`,
 * `plans.too-many-trips`, `plans.trip-in-the-past`).
 */
export const CreateTripBodySchema = z
  .object({ ...tripFields, hotel: tripFields.hotel.default(true), gym: tripFields.gym.default(false) })
  .strict()
  .refine(returnsAfterOutbound, { path: ['returnDate'], message: 'The return must be after the outbound flight' });
export type CreateTripBody = z.infer<typeof CreateTripBodySchema>;

/** `PATCH /api/trips/:id`: any of the fields; the trip as changed must still return after it leaves (`plans.return-before-outbound`). */
export const UpdateTripBodySchema = z
  .object(tripFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateTripBody = z.infer<typeof UpdateTripBodySchema>;

export const TripPathSchema = z.object({ id: z.string().uuid('Trip not found') }).strict();

export const TripSchema = z
  .object({
    id: z.string().uuid(),
    city: CitySchema,
    outboundDate: LocalDateSchema,
    outboundTime: LocalTimeSchema,
    returnDate: LocalDateSchema,
    returnTime: LocalTimeSchema,
    hotel: z.boolean(),
    gym: z.boolean(),
  })
  .strict();
export type Trip = z.infer<typeof TripSchema>;

/** The traveller's trips that are not over yet, soonest first. */
export const TripsReplySchema = z.object({ trips: z.array(TripSchema) }).strict();
export type TripsReply = z.infer<typeof TripsReplySchema>;

export const TripReplySchema = z.object({ trip: TripSchema }).strict();
export type TripReply = z.infer<typeof TripReplySchema>;
