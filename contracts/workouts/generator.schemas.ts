import { z } from 'zod';
import { GenderSchema } from '../accounts/accounts.schemas';
import { text } from '../common/text.schema';
import { PlanSlotSchema } from '../plans/plan-slots';
import { LocalDateSchema } from '../plans/trips.schemas';
import { canonicalEquipment, EQUIPMENT_INPUTS, EQUIPMENT_KINDS } from './vocabulary';
import { canonicalPlace, WORKOUT_PLACES } from './places';
import { PlaceNameSchema, TimeZoneSchema } from './session.schemas';
import { EnergySchema, LevelSchema, ModeSwitchSchema } from './workouts.schemas';

/**
 * The Pro generator at `/app` (spec 2 §2 "Generator", §3 "Generated plan", §7
 * `POST /api/generate-plan` and `POST /api/workout/complete`). The form's
 * choices and defaults live here, so the server validates with them and the
 * web draws its buttons from them.
 */

export const GENERATOR_MINUTES = [10, 20, 30] as const;
export type GeneratorMinutes = (typeof GENERATOR_MINUTES)[number];
export const GENERATOR_LOCATIONS = ['hotel_room', 'airport', 'office', 'home'] as const;
export type GeneratorLocation = (typeof GENERATOR_LOCATIONS)[number];
export const WORKOUT_TYPES = ['energy', 'mobility', 'recovery'] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];
export const GENERATOR_SLEEP_HOURS = { min: 3, max: 9 } as const;

export const GENERATOR_DEFAULTS = {
  minutes: 20,
  intensity: 'intermediate',
  gender: 'male',
  location: 'hotel_room',
  feeling: 'normal',
  sleepHours: 7,
} as const;

/** The generator's timing (spec 2 §4, §9): every set is timed, then a short rest; a longer rest between exercises by level. */
export const GENERATOR_TIMING = {
  setsPerExercise: 3,
  exerciseSeconds: 45,
  setRestSeconds: 10,
  exerciseRestSeconds: { beginner: 30, intermediate: 45, advanced: 60 },
  countdownSeconds: 10,
} as const;

/** A location code, or its English or Spanish label (`Hotel room`, `aeropuerto`…), read as one of the generator's four. */
export const GeneratorLocationSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (canonicalPlace(value) ?? value) : value),
  z.enum(GENERATOR_LOCATIONS),
);

/**
 * `POST /api/generate-plan` (spec 2 §7). The spec's client sends minutes,
 * gender, intensity, location, `equipment: ['bodyweight', 'none']`, the
 * workout type only when chosen, and a seed; ours also sends the feeling and
 * the hours of sleep, which scale the plan down on a tired day, and the quiet
 * and no-sweat switches (ADR 0043). The same seed and input give the same plan.
 */
export const GeneratePlanBodySchema = z
  .object({
    minutes: z
      .number({ required_error: 'Minutes are required', invalid_type_error: 'Minutes must be 10, 20 or 30' })
      .refine(
        (value): value is GeneratorMinutes => (GENERATOR_MINUTES as readonly number[]).includes(value),
        'Minutes must be 10, 20 or 30',
      ),
    gender: GenderSchema.default(GENERATOR_DEFAULTS.gender),
    intensity: LevelSchema.default(GENERATOR_DEFAULTS.intensity),
    location: GeneratorLocationSchema.default(GENERATOR_DEFAULTS.location),
    equipment: z
      .union([z.enum(EQUIPMENT_INPUTS), z.array(z.enum(EQUIPMENT_INPUTS)).max(5)])
      .default([])
      .transform((value) => canonicalEquipment(value)),
    workoutType: z.enum(WORKOUT_TYPES).optional(),
    feeling: EnergySchema.default(GENERATOR_DEFAULTS.feeling),
    sleepHours: z.number().int().min(GENERATOR_SLEEP_HOURS.min).max(GENERATOR_SLEEP_HOURS.max).default(GENERATOR_DEFAULTS.sleepHours),
    quiet: ModeSwitchSchema,
    noSweat: ModeSwitchSchema,
    seed: z.union([text().max(200), z.number().finite()]).optional(),
  })
  .strict();
export type GeneratePlanBody = z.infer<typeof GeneratePlanBodySchema>;

/**
 * One exercise of a generated plan (spec 2 §3: id, name, sets, seconds,
 * bodyPart, equipment, gifUrl), plus what the active workout shows: the demo's
 * catalogue id, the steps, and the reps when the move is counted rather than
 * timed (the generator still times every set).
 */
export const PlanItemSchema = z
  .object({
    id: z.string().min(1),
    animationId: z.string().min(1),
    name: z.string().min(1),
    sets: z.number().int().min(1),
    seconds: z.number().int().min(1),
    reps: z.number().int().min(1).nullable(),
    perSide: z.boolean(),
    bodyPart: z.string().min(1),
    equipment: z.enum(EQUIPMENT_KINDS),
    gifUrl: z.string().nullable(),
    instructions: z.array(z.string()),
  })
  .strict();
export type PlanItem = z.infer<typeof PlanItemSchema>;

export const PlanBlockSchema = z.object({ name: z.string().min(1), items: z.array(PlanItemSchema).min(1) }).strict();
export type PlanBlock = z.infer<typeof PlanBlockSchema>;

/**
 * `POST /api/generate-plan`'s answer: the spec's plan fields (title,
 * durationMinutes, blocks, optional longevityBoosting), the display title
 * by the spec's rule, the intensity, and the id of the generation record the
 * completion will name.
 */
export const GeneratedPlanSchema = z
  .object({
    title: z.string().min(1),
    displayTitle: z.string().min(1),
    durationMinutes: z.number().int().min(1),
    intensity: LevelSchema,
    longevityBoosting: z.boolean().optional(),
    blocks: z.array(PlanBlockSchema).min(1),
    generationId: z.string().uuid(),
  })
  .strict();
export type GeneratedPlan = z.infer<typeof GeneratedPlanSchema>;

/**
 * Where a finished workout was done: the form's four locations, or any other
 * place a travel plan's session is designed for (a gym at the destination, a
 * seat in transit): a completion context, not a form location.
 */
export const COMPLETION_CONTEXTS = WORKOUT_PLACES;
export type CompletionContext = (typeof COMPLETION_CONTEXTS)[number];
export const CompletionContextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (canonicalPlace(value) ?? value) : value),
  z.enum(COMPLETION_CONTEXTS),
);

/** A catalogue exercise id as plans carry it (`push-up`, `band-row`). */
export const ExerciseIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not an exercise id');

/**
 * `POST /api/workout/complete`: the one way a finished generator workout
 * enters the system, as a session of the signed-in traveller. `completionId`
 * is made by the client once per finished workout, so sending it again (a
 * retry, a second tab) records nothing new and answers the same session. The
 * answer is what every completion answers (`SessionOutcomeSchema`: the score,
 * totals and new badges). City and country go together; the time zone is an
 * IANA name, which decides the streak day.
 * The optional `rpe` (how hard it felt, 1–10, spec 2 §5) and the ids of the
 * exercises done feed the traveller's progression (ADR 0035).
 * `context` is one of the form's four locations, or `gym` or `in_transit`
 * for a travel plan's session at a gym or on the way (its in-flight routine). `plan` names
 * the travel-plan session it ran (its day and slot): an in-flight routine
 * done in transit counts for the streak on its flight day (ADR 0043,
 * features/progress/flight-day-credit.feature).
 */
export const CompleteWorkoutBodySchema = z
  .object({
    completionId: z.string().uuid(),
    generationId: z.string().uuid().optional(),
    name: text({ trim: true }).min(1).max(200),
    durationMin: z.number().int().min(1).max(180),
    context: CompletionContextSchema,
    plan: z.object({ date: LocalDateSchema, slot: PlanSlotSchema }).strict().optional(),
    setsDone: z.number().int().min(0).max(500),
    setsPlanned: z.number().int().min(1).max(500),
    rpe: z.number().int().min(1).max(10).optional(),
    exerciseIds: z.array(ExerciseIdSchema).max(60).optional(),
    timezone: TimeZoneSchema.optional(),
    city: PlaceNameSchema.optional(),
    country: PlaceNameSchema.optional(),
  })
  .strict()
  .refine((body) => body.setsDone <= body.setsPlanned, { path: ['setsDone'], message: 'Sets done cannot exceed sets planned' })
  .refine((body) => (body.city === undefined) === (body.country === undefined), {
    path: ['country'],
    message: 'City and country go together',
  });
export type CompleteWorkoutBody = z.infer<typeof CompleteWorkoutBodySchema>;
