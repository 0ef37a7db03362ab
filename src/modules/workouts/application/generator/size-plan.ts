import type { PlanBlock, PlannedExercise, WorkoutPlan } from '../../domain/workout-plan';

/** From this many exercises on, the warm-up and the cool-down get two moves each. */
const TWO_MOVE_EDGES_FROM = 7;
/** Below this many exercises (a 10-minute plan) there is no cool-down: the main work needs the room more. */
const COOL_DOWN_FROM = 5;

/**
 * The engine's plan cut to `count` exercises for the generator's runner, its
 * sections kept as blocks in order (warm-up, main blocks, cool-down). The
 * warm-up and cool-down keep one move each (two from 7 exercises on; no
 * cool-down below 5, where a third of a 10-minute plan would otherwise go to
 * stretching), the main blocks take the rest in the engine's order, which
 * puts the moves a coach would keep first; when the main blocks run short,
 * the warm-up and cool-down give more. A plan with fewer moves than `count`
 * is kept whole.
 */
export function sizePlan(plan: Pick<WorkoutPlan, 'blocks'>, count: number): PlanBlock[] {
  const moves = (kind: PlanBlock['kind']) => plan.blocks.filter((block) => block.kind === kind).flatMap((block) => block.exercises);
  const edges = count >= TWO_MOVE_EDGES_FROM ? 2 : 1;
  const warmup = moves('warmup');
  const main = moves('main');
  const cooldown = moves('cooldown');

  let warmupTaken = Math.min(edges, warmup.length);
  let cooldownTaken = count >= COOL_DOWN_FROM ? Math.min(edges, cooldown.length) : 0;
  const mainTaken = Math.min(main.length, Math.max(0, count - warmupTaken - cooldownTaken));
  let missing = count - warmupTaken - cooldownTaken - mainTaken;
  while (missing > 0 && (warmupTaken < warmup.length || cooldownTaken < cooldown.length)) {
    if (warmupTaken <= cooldownTaken && warmupTaken < warmup.length) warmupTaken += 1;
    else if (cooldownTaken < cooldown.length) cooldownTaken += 1;
    else warmupTaken += 1;
    missing -= 1;
  }

  const kept = new Set<PlannedExercise>([
    ...warmup.slice(0, warmupTaken),
    ...main.slice(0, mainTaken),
    ...cooldown.slice(0, cooldownTaken),
  ]);
  return plan.blocks
    .map((block) => ({ ...block, exercises: block.exercises.filter((move) => kept.has(move)) }))
    .filter((block) => block.exercises.length > 0);
}
