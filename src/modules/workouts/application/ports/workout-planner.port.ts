import type { Result } from '../../../../shared/kernel';
import type { PlanWorkoutFailure } from '../../domain/plan-workout';
import type { PlannerInput } from '../../domain/planner-input';
import type { WorkoutPlan } from '../../domain/workout-plan';

/** Which engine designed the plan. */
export type PlannerEngine = 'local' | 'model';

export interface PlannedWorkout {
  plan: WorkoutPlan;
  engine: PlannerEngine;
}

/**
 * Designs a workout for a traveller's situation (minutes, level, equipment,
 * place, energy, stress, sleep, soreness, goal, seed).
 *
 * Whatever engine answers, a successful plan:
 * - satisfies `WorkoutPlanSchema` (warm-up, main blocks, cool-down; each move
 *   with sets, reps or seconds, rests and planned seconds; the longevity flag);
 * - has no `findPlanViolations` for the input: total within 10% of the minutes
 *   asked, only the equipment the traveller has (bodyweight always), only moves
 *   that suit the place, scaled down for low energy, short sleep, high stress or
 *   soreness;
 * - for the local engine, is the same for the same input and seed.
 *
 * The default adapter is `LocalWorkoutPlanner`, a pure engine over the in-repo
 * catalogue. An adapter for an OpenAI-compatible model endpoint (enabled by
 * `WORKOUT_AI_URL`, off by default) may wrap it later: it would send the input
 * and the ids of the suitable moves, parse the model's JSON answer with
 * `WorkoutPlanSchema`, reject it when `findPlanViolations` finds anything or the
 * call fails or times out, and then answer the local engine's plan instead
 * (`engine: 'local'`). A traveller therefore never waits on, nor sees, a broken
 * model answer.
 *
 * Expected failure: `workouts.no-suitable-exercises` when the catalogue has no
 * warm-up, main or cool-down move for these constraints.
 */
export interface WorkoutPlanner {
  plan(input: PlannerInput): Promise<Result<PlannedWorkout, PlanWorkoutFailure>>;
}
