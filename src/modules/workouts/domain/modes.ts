import { LEVELS, levelRank, type Exercise, type Level } from './exercise';
import type { PlannerInput } from './planner-input';
import type { Readiness } from './readiness';

/**
 * Quiet mode and no-sweat mode (issue 14, ADR 0043): two rules the traveller
 * switches on, on top of the place's own (`place-rules.ts`), on the
 * catalogue's existing flags.
 * - Quiet (thin hotel walls, late at night): no move flagged `noisy` (jumps
 *   and landings a neighbour would hear), wherever the workout is, as a
 *   hotel room already demands.
 * - No sweat (before a meeting or boarding): no move flagged `sweaty` (which
 *   leaves out the cardio moves), intensity capped as a low-energy day caps
 *   it (one level easier, rests at least a low-energy day's), no timed
 *   density intervals and no progression step up.
 */
export type Modes = Pick<PlannerInput, 'quiet' | 'noSweat'>;

/** A no-sweat day rests at least as long as a low-energy day (`assessReadiness`: 0.75 of the volume, rests × 1.25). */
export const NO_SWEAT_REST_MULTIPLIER = 1.25;

/** True when the move breaks neither mode the traveller switched on. */
export function suitsModes(exercise: Pick<Exercise, 'noisy' | 'sweaty'>, modes: Modes): boolean {
  return !(modes.quiet && exercise.noisy) && !(modes.noSweat && exercise.sweaty);
}

/** The hardest level a no-sweat workout draws from: one easier than asked (never below beginner). */
export function noSweatLevel(level: Level): Level {
  return LEVELS[Math.max(0, levelRank(level) - 1)] as Level;
}

/** Today's readiness with no-sweat's caps: the easier of the two levels, the longer of the two rests. */
export function capForModes(readiness: Readiness, input: Pick<PlannerInput, 'level' | 'noSweat'>): Readiness {
  if (!input.noSweat) return readiness;
  const capped = noSweatLevel(input.level);
  return {
    ...readiness,
    effectiveLevel: levelRank(capped) < levelRank(readiness.effectiveLevel) ? capped : readiness.effectiveLevel,
    restMultiplier: Math.max(readiness.restMultiplier, NO_SWEAT_REST_MULTIPLIER),
  };
}
