import { z } from 'zod';
import { DeviceIdSchema } from '../accounts/identity.schema';
import { text } from '../common/text.schema';
import { EnergySchema, PlaceInputSchema } from './workouts.schemas';

/**
 * The zones found valid so far. Asking the runtime builds a formatter (a tenth
 * of a millisecond), and a plan's answer names a zone in every session; only
 * valid names are kept, so the set never outgrows the runtime's list of zones.
 */
const knownZones = new Set<string>();

function isKnownZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** An IANA time zone name (`Europe/Madrid`, `UTC`); anything the runtime does not know is refused. */
export const TimeZoneSchema = text().max(64).refine(isKnownZone, 'Unknown time zone');

/** A city or a country as a traveller writes it: trimmed, 1 to 100 characters. */
export const PlaceNameSchema = text({ trim: true }).min(1).max(100);

/**
 * Where a workout happened (spec 2 §3 workout_sessions city and country): a
 * city and its country together. A completion carries both or neither; the
 * web's "Where are you training?" field reads what the traveller typed with
 * this schema before sending it with the workout.
 */
export const TrainingPlaceSchema = z.object({ city: PlaceNameSchema, country: PlaceNameSchema }).strict();
export type TrainingPlace = z.infer<typeof TrainingPlaceSchema>;

/**
 * `POST /api/session/complete` (spec 2 §7, §5 ranges). The spec's client sends
 * uid, durationMin, context, energy, stress and soreness; the rest is
 * optional. `completionId`, made once by the client per finished workout,
 * makes a retry count once. An out-of-range value is a 400 naming the field.
 */
export const SessionCompleteBodySchema = z
  .object({
    uid: DeviceIdSchema.optional(),
    completionId: z.string().uuid().optional(),
    name: text({ trim: true }).min(1).max(200).optional(),
    durationMin: z.number().int().min(1).max(180),
    context: PlaceInputSchema,
    energy: EnergySchema.default('normal'),
    stress: z.number().min(0).max(10).default(2),
    soreness: z.union([z.enum(['none', 'mild', 'moderate', 'severe']), z.number().int().min(0).max(10)]).default('none'),
    city: PlaceNameSchema.optional(),
    country: PlaceNameSchema.optional(),
    timezone: TimeZoneSchema.optional(),
    rpe: z.number().int().min(1).max(10).optional(),
    hrAvg: z.number().int().min(40).max(220).optional(),
    completionRate: z.number().min(0).max(100).optional(),
    travelDeltaTZ: z.number().min(-12).max(12).optional(),
    recoveryScore: z.number().min(0).max(100).optional(),
    sleepHours: z.number().min(0).max(24).optional(),
    jetLag: z.number().int().min(1).max(5).optional(),
  })
  .strict()
  .refine((body) => (body.city === undefined) === (body.country === undefined), {
    path: ['country'],
    message: 'City and country go together',
  });
export type SessionCompleteBody = z.infer<typeof SessionCompleteBodySchema>;
