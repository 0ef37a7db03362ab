import { z } from 'zod';
import { BODY_PARTS, EQUIPMENT_KINDS, LEVELS, MOVEMENT_PATTERNS, WORKOUT_PLACES } from '../../../../contracts/workouts';

/**
 * The exercise catalogue's vocabulary. The catalogue itself is data in the repo
 * (`../data/exercises.ts`), seeded into the `exercises` table; the planner reads
 * the in-memory copy so that planning needs no I/O.
 */

export { LEVELS };
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

/** Equipment a move needs. `none` is a bodyweight move: always allowed. */
export const EquipmentSchema = z.enum(EQUIPMENT_KINDS);
export type Equipment = z.infer<typeof EquipmentSchema>;

export const PlaceSchema = z.enum(WORKOUT_PLACES);
export type Place = z.infer<typeof PlaceSchema>;

/**
 * The role a move plays in a session: warm-ups open it, cool-downs (timed
 * stretches and breathing) close it, the rest make up the main blocks. Mobility
 * and balance moves are what earns a plan its longevity flag.
 */
export const CATEGORIES = ['warmup', 'strength', 'cardio', 'core', 'mobility', 'balance', 'cooldown'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/** How the body is placed: in transit only seated moves fit; floor moves need floor space. */
export const POSTURES = ['seated', 'standing', 'floor'] as const;
export const PostureSchema = z.enum(POSTURES);
export type Posture = z.infer<typeof PostureSchema>;

export const BodyPartSchema = z.enum(BODY_PARTS);
export type BodyPart = z.infer<typeof BodyPartSchema>;

export { MOVEMENT_PATTERNS };
export const MovementPatternSchema = z.enum(MOVEMENT_PATTERNS);
export type MovementPattern = z.infer<typeof MovementPatternSchema>;

export const DifficultySchema = z.number().int().min(1).max(5);
export type Difficulty = 1 | 2 | 3 | 4 | 5;

/** The difficulties each level trains at (ADR 0030): where a move's `level` must sit, and what the planner prefers. */
export const DIFFICULTY_BANDS: Readonly<Record<Level, { min: Difficulty; max: Difficulty }>> = {
  beginner: { min: 1, max: 2 },
  intermediate: { min: 2, max: 4 },
  advanced: { min: 3, max: 5 },
};
export const LocalizedTextSchema = z.object({ en: z.string().min(1), es: z.string().min(1) });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const LocalizedListSchema = z.object({
  en: z.array(z.string().min(1)).min(1),
  es: z.array(z.string().min(1)).min(1),
});
export type LocalizedList = z.infer<typeof LocalizedListSchema>;

/** Spec 2 §3 "Exercise prescription: sets, unit (reps or seconds), value, perSide". */
export const PrescriptionSchema = z.object({
  sets: z.number().int().min(1).max(5),
  unit: z.enum(['reps', 'seconds']),
  value: z.number().int().min(1).max(180),
  perSide: z.boolean(),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;

export const ExerciseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: LocalizedTextSchema,
    category: CategorySchema,
    bodyPart: BodyPartSchema,
    equipment: EquipmentSchema,
    places: z.array(PlaceSchema).min(1),
    posture: PostureSchema,
    needsFloor: z.boolean(),
    /** Jumps or landings a neighbour below would hear. */
    noisy: z.boolean(),
    /** Raises a sweat: not before boarding or a meeting. */
    sweaty: z.boolean(),
    level: LevelSchema,
    /** 1–5 within the whole catalogue; it must sit in the band of `level` (DIFFICULTY_BANDS). */
    difficulty: DifficultySchema,
    pattern: MovementPatternSchema,
    /** The next easier and harder moves of the same progression (kneeling → incline → standard push-up…). */
    easier: z.string().optional(),
    harder: z.string().optional(),
    prescription: PrescriptionSchema,
    /** Tempo: seconds one controlled rep takes (one side), from which rep sets are timed. */
    secondsPerRep: z.number().min(1).max(8),
    instructions: LocalizedListSchema,
    tips: LocalizedListSchema,
  })
  .superRefine((exercise, ctx) => {
    if (exercise.posture === 'floor' && !exercise.needsFloor) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'a floor move needs floor space', path: ['needsFloor'] });
    }
    if (exercise.instructions.en.length !== exercise.instructions.es.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'instructions differ in length', path: ['instructions'] });
    }
    if (exercise.tips.en.length !== exercise.tips.es.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'tips differ in length', path: ['tips'] });
    }
    const band = DIFFICULTY_BANDS[exercise.level];
    if (exercise.difficulty < band.min || exercise.difficulty > band.max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'difficulty outside the level band', path: ['difficulty'] });
    }
    if (new Set(exercise.places).size !== exercise.places.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'places repeat', path: ['places'] });
    }
  });
export type Exercise = z.infer<typeof ExerciseSchema>;

export const levelRank = (level: Level): number => LEVELS.indexOf(level);
