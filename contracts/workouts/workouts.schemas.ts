import { z } from 'zod';
import { DeviceIdSchema, GenderSchema } from '../accounts/accounts.schemas';
import { text } from '../common/text.schema';
import { LocaleSchema } from '../sdui/envelope.schema';
import { UsageStatusSchema } from '../usage/usage.schemas';
import { canonicalPlace, WORKOUT_PLACES } from './places';
import {
  canonicalEquipment,
  EQUIPMENT_INPUTS,
  EQUIPMENT_KINDS,
  GOAL_ALIASES,
  LEVELS,
  MOVEMENT_PATTERNS,
  WORKOUT_GOALS,
  type EquipmentKind,
  type WorkoutGoal,
} from './vocabulary';

export type { EquipmentKind };

/**
 * Workout generation at the edge (spec 2 §3, §5, §7, §9; spec 1 §7, §9). These
 * schemas are the one place the request rules live: the server validates with
 * them and the web's forms and wizard take their choices and defaults from them.
 */

export const LevelSchema = z.enum(LEVELS);
export const EnergySchema = z.enum(['low', 'normal', 'high']);
export const EquipmentKindSchema = z.enum(EQUIPMENT_KINDS);
export const WorkoutPlaceSchema = z.enum(WORKOUT_PLACES);

/** The planner's session length: quick flight's 5-minute meeting break up to an hour. */
export const GENERATE_MINUTES = { min: 5, max: 60 } as const;

/**
 * Goals a client may send: the free wizard's five, the generator's optional
 * workout types (energy, recovery), and the profile goals `muscle_gain` and
 * `flexibility`, read as the workout goal that serves them (strength, mobility).
 */
export const GENERATE_GOALS = [...WORKOUT_GOALS, ...(Object.keys(GOAL_ALIASES) as (keyof typeof GOAL_ALIASES)[])] as const;
export const GenerateGoalSchema = z
  .enum(GENERATE_GOALS)
  .transform((goal): WorkoutGoal => (goal in GOAL_ALIASES ? GOAL_ALIASES[goal as keyof typeof GOAL_ALIASES] : (goal as WorkoutGoal)));

/** Spec 2 §7 sends `['bodyweight', 'none']`; other clients send one kind. Read as the sorted kinds carried (bodyweight left out). */
const EquipmentInputSchema = z.enum(EQUIPMENT_INPUTS);
const CarriedEquipmentSchema = z
  .union([EquipmentInputSchema, z.array(EquipmentInputSchema).max(5)])
  .default([])
  .transform((value) => canonicalEquipment(value));

/** A place code or label (`hotel_room`, `Hotel room`, `habitación de hotel`, `taxi`…), read as its canonical code. */
export const PlaceInputSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (canonicalPlace(value) ?? value) : value),
  WorkoutPlaceSchema,
);

/**
 * Quiet mode (no jumps, no impact: thin hotel walls, late at night) and
 * no-sweat mode (capped intensity, no intervals, no sweaty moves: before a
 * meeting), issue 14 and ADR 0043. Off unless the traveller switches them on.
 */
export const ModeSwitchSchema = z.boolean().default(false);

/**
 * `POST /api/workout/generate` (spec 2 §7). Quick mode sends minutes,
 * `beginner`, `bodyweight`, its context as `environment`, `normal` energy,
 * stress 2, 7 sleep hours, no soreness, `general_fitness`, `isPro: false`,
 * and the traveller's `quiet` and `noSweat` switches (ours, off by default).
 * Stress and soreness may be words or 0–10 numbers. `isPro` is accepted for
 * compatibility and ignored: the server decides who is unlimited. `seed`
 * makes the plan reproducible; without it every call may differ.
 */
export const GenerateWorkoutBodySchema = z
  .object({
    minutes: z.number().int().min(GENERATE_MINUTES.min).max(GENERATE_MINUTES.max),
    level: LevelSchema.default('beginner'),
    equipment: CarriedEquipmentSchema,
    environment: PlaceInputSchema,
    energy: EnergySchema.default('normal'),
    stress: z.union([z.enum(['low', 'moderate', 'high']), z.number().min(0).max(10)]).default('low'),
    sleepHours: z.number().min(0).max(24).default(7),
    soreness: z.union([z.enum(['none', 'mild', 'moderate', 'severe']), z.number().int().min(0).max(10)]).default('none'),
    goal: GenerateGoalSchema.default('general_fitness'),
    isPro: z.boolean().optional(),
    quiet: ModeSwitchSchema,
    noSweat: ModeSwitchSchema,
    seed: z.union([text().max(200), z.number().finite()]).optional(),
  })
  .strict();
export type GenerateWorkoutBody = z.infer<typeof GenerateWorkoutBodySchema>;

/** Language of the workout's texts; without it, the first Accept-Language (es… → Spanish), else English. */
export const WorkoutQuerySchema = z.object({ lang: LocaleSchema.optional(), uid: DeviceIdSchema.optional() }).strict();

/** The free wizard's choices and defaults (spec 1 §9, spec 2 §5). */
export const FREE_MINUTES = [10, 20, 30] as const;
export const FREE_GOALS = ['general_fitness', 'strength', 'endurance', 'mobility', 'weight_loss'] as const;
export const FREE_CONTEXTS = ['hotel', 'airport', 'office', 'home', 'gym'] as const;
export const FREE_FEELINGS = ['low', 'normal', 'high'] as const;
export const FREE_SLEEP_HOURS = { min: 3, max: 9 } as const;
/** Dumbbells are offered only at home or the gym; elsewhere the wizard resets equipment to none. */
export const DUMBBELL_CONTEXTS: readonly FreeContext[] = ['home', 'gym'];
export const FREE_DEFAULTS = {
  minutes: 20,
  sleepHours: 7,
  context: 'hotel',
  equipment: 'none',
  feeling: 'normal',
} as const satisfies { minutes: FreeMinutes; sleepHours: number; context: FreeContext; equipment: EquipmentKind; feeling: string };
export type FreeMinutes = (typeof FREE_MINUTES)[number];
export type FreeGoal = (typeof FREE_GOALS)[number];
export type FreeContext = (typeof FREE_CONTEXTS)[number];
/** The place each of the free wizard's contexts designs for. */
export const FREE_CONTEXT_PLACES = {
  hotel: 'hotel_room',
  airport: 'airport',
  office: 'office',
  home: 'home',
  gym: 'gym',
} as const satisfies Record<FreeContext, z.infer<typeof WorkoutPlaceSchema>>;

/**
 * `POST /api/free/generate` (spec 1 §7): the wizard's answers. `minutes`,
 * `fitnessGoal` and `context` are required; the rest take the wizard's
 * defaults. `location` is a free label kept for compatibility (the place is
 * `context`). The device is named by `x-device-id`, `?uid=` or `deviceId` here.
 * Any other field, or dumbbells outside home or gym, is refused with a 400
 * naming the field.
 */
export const FreeGenerateBodySchema = z
  .object({
    minutes: z
      .number({ required_error: 'Minutes are required', invalid_type_error: 'Minutes must be 10, 20 or 30' })
      .refine((value): value is FreeMinutes => (FREE_MINUTES as readonly number[]).includes(value), 'Minutes must be 10, 20 or 30'),
    gender: GenderSchema.optional(),
    location: text({ trim: true }).max(100).optional(),
    feeling: z.enum(FREE_FEELINGS).default(FREE_DEFAULTS.feeling),
    sleepHours: z
      .number({ invalid_type_error: 'Sleep must be between 3 and 9 hours' })
      .min(FREE_SLEEP_HOURS.min, 'Sleep must be between 3 and 9 hours')
      .max(FREE_SLEEP_HOURS.max, 'Sleep must be between 3 and 9 hours')
      .default(FREE_DEFAULTS.sleepHours),
    fitnessGoal: z.enum(FREE_GOALS),
    equipment: EquipmentKindSchema.default(FREE_DEFAULTS.equipment),
    context: z.enum(FREE_CONTEXTS),
    deviceId: DeviceIdSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.equipment === 'dumbbell' && !DUMBBELL_CONTEXTS.includes(body.context)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['equipment'],
        message: 'Dumbbells are only available at home or the gym',
      });
    }
  });
export type FreeGenerateBody = z.infer<typeof FreeGenerateBodySchema>;

/** The browser's flag that its one free workout is used (HttpOnly; the server reads it, `GET /api/free/status` reports it). */
export const FREE_USED_COOKIE = 'fc_free_used';

export const WorkoutSectionSchema = z.enum(['warmup', 'main', 'cooldown']);

/**
 * One move of a workout (spec 2 §3 "Workout as used on screen" and "Quick and
 * free workouts"), in the order it is done, warm-up to cool-down. Besides the
 * spec's fields it carries the prescription as data, so a client can show it
 * in its own words and time it without parsing text:
 * - `reps_or_time`: the spec's text, always in English so runners can parse it
 *   (`45 seconds`, `30 seconds per side`, `12 reps`, `10 reps per side`);
 * - `unit`, `value`, `perSide`: the same as data; `work_sec`: seconds one set
 *   takes (both sides); `rest_between_sets_sec`; `rest_sec`: rest before the
 *   next move (0 after the last);
 * - `tips`: the coaching tips as one text; `instructions`: the steps;
 * - `animationId`: the catalogue id for the demo; `gifUrl`: a direct media
 *   address when one is known, else null (the client then asks by id).
 */
export const WorkoutExerciseSchema = z
  .object({
    id: z.string().min(1),
    animationId: z.string().min(1),
    name: z.string().min(1),
    section: WorkoutSectionSchema,
    group: z.string().min(1),
    bodyPart: z.string().min(1),
    equipment: EquipmentKindSchema,
    sets: z.number().int().min(1),
    reps_or_time: z.string().min(1),
    unit: z.enum(['reps', 'seconds']),
    value: z.number().int().min(1),
    perSide: z.boolean(),
    work_sec: z.number().int().min(1),
    rest_between_sets_sec: z.number().int().min(0),
    rest_sec: z.number().int().min(0),
    instructions: z.array(z.string()),
    tips: z.string(),
    gifUrl: z.string().nullable(),
    /** ADR 0030: the move's movement pattern, difficulty (1–5) and tempo (seconds per rep, one side), for coaching texts and the generator. */
    pattern: z.enum(MOVEMENT_PATTERNS).optional(),
    difficulty: z.number().int().min(1).max(5).optional(),
    tempo_sec_per_rep: z.number().positive().optional(),
  })
  .strict();
export type WorkoutExercise = z.infer<typeof WorkoutExerciseSchema>;

/**
 * A designed workout (spec 2 §3): title, total_minutes, longevityBoosting,
 * safety_notes and the moves as flat `blocks`; texts in `locale`.
 */
export const WorkoutSchema = z
  .object({
    title: z.string().min(1),
    total_minutes: z.number().int().min(1),
    longevityBoosting: z.boolean(),
    safety_notes: z.array(z.string()),
    level: LevelSchema,
    place: WorkoutPlaceSchema,
    locale: LocaleSchema,
    blocks: z.array(WorkoutExerciseSchema).min(1),
  })
  .strict();
export type Workout = z.infer<typeof WorkoutSchema>;

/** `POST /api/workout/generate`: the workout, the id of its generation record and the allowance after it. */
export const GenerateWorkoutReplySchema = z
  .object({ workout: WorkoutSchema, generationId: z.string().uuid(), usage: UsageStatusSchema })
  .strict();
export type GenerateWorkoutReply = z.infer<typeof GenerateWorkoutReplySchema>;

/** `POST /api/free/generate`: the workout and what paid for it (the one free workout, or the exit-offer bonus). */
export const FreeGenerateReplySchema = z.object({ workout: WorkoutSchema, via: z.enum(['free', 'bonus']) }).strict();
export type FreeGenerateReply = z.infer<typeof FreeGenerateReplySchema>;

/**
 * `GET /api/free/status`: whether this browser or device may still have a
 * free workout. `used`: the browser's flag or the device's record says the one
 * free workout is taken; `bonusAvailable`: an unused exit-offer bonus;
 * `available`: a `POST /api/free/generate` would be served.
 */
export const FreeStatusReplySchema = z.object({ used: z.boolean(), bonusAvailable: z.boolean(), available: z.boolean() }).strict();
export type FreeStatusReply = z.infer<typeof FreeStatusReplySchema>;

/** `GET /api/free/status`: the device may be named in the query (`x-device-id` works too). */
export const FreeStatusQuerySchema = z.object({ uid: DeviceIdSchema.optional() }).strict();
