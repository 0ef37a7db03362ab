import { ok, type Result } from '../../../shared/kernel';
import type { PlannedWorkout, WorkoutPlanner } from '../application/ports/workout-planner.port';
import type { Exercise } from '../domain/exercise';
import { planWorkout, type PlanWorkoutFailure } from '../domain/plan-workout';
import type { PlannerInput } from '../domain/planner-input';

/** The default planner: the pure local engine over the in-repo catalogue, no network, no randomness but the seed. */
export class LocalWorkoutPlanner implements WorkoutPlanner {
  constructor(private readonly catalogue: readonly Exercise[]) {}

  async plan(input: PlannerInput): Promise<Result<PlannedWorkout, PlanWorkoutFailure>> {
    const result = planWorkout(input, this.catalogue);
    return result.ok ? ok({ plan: result.value, engine: 'local' }) : result;
  }
}
