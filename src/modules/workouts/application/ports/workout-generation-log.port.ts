import type { PlannerInput } from '../../domain/planner-input';
import type { WorkoutPlan } from '../../domain/workout-plan';

/** One served generation (spec 2 §3 `workout_generations`: the input record, plus the plan). */
export interface WorkoutGenerationEntry {
  userId: string;
  input: PlannerInput;
  /** Stress and soreness as the client sent them (a word or a 0–10 number). */
  stress: string;
  soreness: string;
  /** The server's view: the user was a trial or active subscriber. */
  isPro: boolean;
  plan: WorkoutPlan;
}

/** Records generations in `workout_generations`. */
export interface WorkoutGenerationLog {
  /** Answers the record's id. */
  record(entry: WorkoutGenerationEntry): Promise<string>;
  /** Removes a record whose workout was not served after all. */
  discard(id: string): Promise<void>;
}
