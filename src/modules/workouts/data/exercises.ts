import type { Exercise } from '../domain/exercise';
import { withCoaching } from './catalogue/coaching';
import { COOLDOWN_EXERCISES } from './catalogue/cooldown.exercises';
import { CORE_CARDIO_BALANCE_EXERCISES } from './catalogue/core-cardio-balance.exercises';
import { PROGRESSION_EXERCISES } from './catalogue/progression.exercises';
import { STRENGTH_EXERCISES } from './catalogue/strength.exercises';
import { WARMUP_AND_MOBILITY_EXERCISES } from './catalogue/warmup-mobility.exercises';

/**
 * The exercise catalogue: travel-friendly moves with what the planner needs
 * (category, body part, equipment, places, posture, floor/noise/sweat, level,
 * prescription), what a coach knows of it (difficulty, movement pattern, tempo,
 * progressions: `catalogue/coaching.ts`) and bilingual instructions and tips. The source of truth: the
 * `exercises` table is seeded from it, and the local planner reads it directly.
 * `exercises.test.ts` validates every entry with `ExerciseSchema`.
 */
export const EXERCISES: readonly Exercise[] = withCoaching([
  ...WARMUP_AND_MOBILITY_EXERCISES,
  ...STRENGTH_EXERCISES,
  ...PROGRESSION_EXERCISES,
  ...CORE_CARDIO_BALANCE_EXERCISES,
  ...COOLDOWN_EXERCISES,
]);
