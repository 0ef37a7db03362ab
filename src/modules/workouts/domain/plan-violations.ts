import type { Equipment, Exercise } from './exercise';
import { capForModes } from './modes';
import { suitsPlace } from './place-rules';
import type { PlannerInput } from './planner-input';
import { assessReadiness } from './readiness';
import { difficultyBand } from './volume';
import { planExercises, type WorkoutPlan } from './workout-plan';

/** Planned time may differ from the minutes asked by at most this share. */
export const TIME_TOLERANCE = 0.1;

/**
 * Every way a plan breaks the planner's guarantees for this input, as short
 * readable codes; empty when it keeps them all (quiet and no-sweat modes
 * included: no noisy or sweaty move, nothing over the capped difficulty). The local engine keeps them by
 * construction; a plan from elsewhere (a model behind an OpenAI-compatible
 * endpoint) must come back with no violation before it is shown, otherwise the
 * local engine answers instead.
 */
export function findPlanViolations(plan: WorkoutPlan, input: PlannerInput, catalogue: readonly Exercise[]): string[] {
  const violations: string[] = [];
  const byId = new Map(catalogue.map((exercise) => [exercise.id, exercise]));
  const readiness = capForModes(assessReadiness(input), input);
  const band = difficultyBand(input, readiness);
  const allowed = new Set<Equipment>(['none', ...input.equipment]);
  const items = planExercises(plan);

  if (plan.minutes !== input.minutes) violations.push('minutes-differ');
  if (plan.place !== input.place) violations.push('place-differs');
  if (plan.blocks[0]?.kind !== 'warmup') violations.push('no-warmup-first');
  if (plan.blocks[plan.blocks.length - 1]?.kind !== 'cooldown') violations.push('no-cooldown-last');
  if (!plan.blocks.some((block) => block.kind === 'main')) violations.push('no-main-block');

  const total = items.reduce((sum, item) => sum + item.plannedSeconds, 0);
  if (total !== plan.totalPlannedSeconds) violations.push('total-not-the-sum');
  if (Math.abs(total - input.minutes * 60) > input.minutes * 60 * TIME_TOLERANCE) violations.push('total-out-of-range');

  const categories = new Set<string>();
  for (const item of items) {
    const exercise = byId.get(item.exerciseId);
    if (!exercise) {
      violations.push(`${item.exerciseId}:unknown-exercise`);
      continue;
    }
    categories.add(exercise.category);
    const arithmetic = item.sets * item.workSecondsPerSet + (item.sets - 1) * item.restBetweenSetsSeconds + item.restAfterSeconds;
    if (arithmetic !== item.plannedSeconds) violations.push(`${item.exerciseId}:time-not-the-sum`);
    if (!allowed.has(exercise.equipment)) violations.push(`${item.exerciseId}:equipment-not-allowed`);
    if (!suitsPlace(exercise, input.place)) violations.push(`${item.exerciseId}:unsuited-to-place`);
    if (exercise.difficulty > band.max) violations.push(`${item.exerciseId}:too-hard`);
    if (readiness.lowImpactOnly && exercise.noisy) violations.push(`${item.exerciseId}:high-impact`);
    if (input.quiet && exercise.noisy) violations.push(`${item.exerciseId}:noisy-in-quiet-mode`);
    if (input.noSweat && exercise.sweaty) violations.push(`${item.exerciseId}:sweaty-in-no-sweat-mode`);
  }
  if (plan.longevity !== (categories.has('mobility') && categories.has('balance'))) {
    violations.push('longevity-flag-wrong');
  }
  return violations;
}
