import { z } from 'zod';
import { BodyPartSchema, CategorySchema, EquipmentSchema, LevelSchema, LocalizedTextSchema, PlaceSchema } from './exercise';

/** One move as planned: what to do, how much and how long it takes with its rests. */
export const PlannedExerciseSchema = z.object({
  exerciseId: z.string().min(1),
  name: LocalizedTextSchema,
  category: CategorySchema,
  bodyPart: BodyPartSchema,
  equipment: EquipmentSchema,
  sets: z.number().int().min(1).max(5),
  unit: z.enum(['reps', 'seconds']),
  /** Reps or seconds per set (per side when `perSide`). */
  value: z.number().int().min(1).max(600),
  perSide: z.boolean(),
  /** Seconds one set takes (both sides). */
  workSecondsPerSet: z.number().int().min(1),
  restBetweenSetsSeconds: z.number().int().min(0),
  /** Rest or transition before the next move (0 after the last). */
  restAfterSeconds: z.number().int().min(0),
  /** sets × work + (sets − 1) × rest between sets + rest after. */
  plannedSeconds: z.number().int().min(1),
});
export type PlannedExercise = z.infer<typeof PlannedExerciseSchema>;

export const BlockKindSchema = z.enum(['warmup', 'main', 'cooldown']);
export type BlockKind = z.infer<typeof BlockKindSchema>;

export const PlanBlockSchema = z.object({
  kind: BlockKindSchema,
  name: LocalizedTextSchema,
  exercises: z.array(PlannedExerciseSchema).min(1),
});
export type PlanBlock = z.infer<typeof PlanBlockSchema>;

export const ScaleReasonSchema = z.enum(['low-energy', 'short-sleep', 'high-stress', 'soreness']);

/**
 * A text of the plan as a message id of `contracts/i18n/<lang>/workouts.json`
 * with its ICU values: the plan stays free of any language, and the mapper
 * formats it in the traveller's.
 */
export const PlanMessageSchema = z.object({
  id: z.string().min(1),
  values: z.record(z.union([z.string(), z.number()])).optional(),
});
export type PlanMessage = z.infer<typeof PlanMessageSchema>;

/**
 * A planned workout: warm-up, one or more main blocks, cool-down. This is the
 * shape every `WorkoutPlanner` answers, whichever engine made it, and the
 * schema a model's answer must pass before it is used.
 */
export const WorkoutPlanSchema = z.object({
  title: PlanMessageSchema,
  minutes: z.number().int(),
  totalPlannedSeconds: z.number().int().min(1),
  level: LevelSchema,
  /** The hardest exercise level used, lower than `level` when the plan was scaled down. */
  effectiveLevel: LevelSchema,
  place: PlaceSchema,
  blocks: z.array(PlanBlockSchema).min(3),
  /** Spec 2 `longevityBoosting`: the plan includes both mobility and balance work. */
  longevity: z.boolean(),
  scaling: z.object({
    volumeFactor: z.number().positive(),
    reasons: z.array(ScaleReasonSchema),
  }),
  safetyNotes: z.array(PlanMessageSchema),
});
export type WorkoutPlan = z.infer<typeof WorkoutPlanSchema>;

export const planExercises = (plan: Pick<WorkoutPlan, 'blocks'>): PlannedExercise[] => plan.blocks.flatMap((block) => block.exercises);
