import { z } from 'zod';
import { WORKOUT_GOALS } from '../../../../contracts/workouts';
import { EquipmentSchema, LevelSchema, PlaceSchema } from './exercise';

/** Goals of the free wizard (spec 2 §5) plus the generator's optional workout types. */
export { WORKOUT_GOALS as GOALS };
export const GoalSchema = z.enum(WORKOUT_GOALS);
export type Goal = z.infer<typeof GoalSchema>;

export const EnergySchema = z.enum(['low', 'normal', 'high']);
export type Energy = z.infer<typeof EnergySchema>;

export const StressSchema = z.enum(['low', 'moderate', 'high']);
export type Stress = z.infer<typeof StressSchema>;

export const SorenessSchema = z.enum(['none', 'mild', 'moderate', 'severe']);
export type Soreness = z.infer<typeof SorenessSchema>;

/** The planner accepts 5 to 60 minutes: quick flight's 5-minute meeting break up to an hour at the gym. */
export const MIN_MINUTES = 5;
export const MAX_MINUTES = 60;

/**
 * The planner's canonical input, already normalised (see the application's
 * `toPlannerInput` for the defaults; the contract reads the forms clients send). `equipment` lists
 * what the traveller has with them; bodyweight moves (`none`) are always allowed.
 */
export const PlannerInputSchema = z.object({
  minutes: z.number().int().min(MIN_MINUTES).max(MAX_MINUTES),
  level: LevelSchema,
  equipment: z.array(EquipmentSchema),
  place: PlaceSchema,
  energy: EnergySchema,
  stress: StressSchema,
  sleepHours: z.number().min(0).max(24),
  soreness: SorenessSchema,
  goal: GoalSchema,
  /**
   * Moves the difficulty band up or down (−2 to +2): the adjustment the
   * traveller's progress (`user_progress`) feeds; absent, the band follows
   * the level and today's readiness alone.
   */
  difficultyShift: z.number().int().min(-2).max(2).optional(),
  /**
   * Adds `VOLUME_STEP` (10 %) a step to the main block's reps and holds (−2
   * to +2): how a progression step is taken where the level's band has no
   * harder moves to give (`planStepFor`).
   */
  volumeShift: z.number().int().min(-2).max(2).optional(),
  /** Quiet mode (issue 14): no jumps and no impact, for thin hotel walls and late nights. */
  quiet: z.boolean().optional(),
  /** No-sweat mode (issue 14): intensity capped and no high-effort intervals, before a meeting. */
  noSweat: z.boolean().optional(),
  seed: z.union([z.string().max(200), z.number().finite()]),
});
export type PlannerInput = z.infer<typeof PlannerInputSchema>;
