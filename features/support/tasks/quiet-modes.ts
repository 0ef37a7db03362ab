import assert from 'node:assert/strict';
import {
  GeneratedPlanSchema,
  GenerateWorkoutReplySchema,
  QUICK_CONTEXTS,
  quickWorkoutBody,
  type QuickContextId,
} from '../../../contracts/workouts';
import { DIFFICULTY_BANDS, EXERCISES, type Exercise, type Level } from '../../../src/modules/workouts';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { generatePlan, planChoices } from './generator-plan';
import type { HttpAnswer } from './http';
import { askAs, identityOf } from './identity';

/**
 * Quiet and no-sweat modes (issue 14, ADR 0043) as a traveller's app meets
 * them: the switches sent with the Pro generator's form and with quick
 * flight's workout, and what the workout answered holds, read against the
 * catalogue's own flags (a jumping move is one a neighbour would hear, a
 * sweaty move one that raises a sweat).
 */

export interface Modes {
  quiet?: boolean;
  noSweat?: boolean;
}

/** "quiet", "no sweat" or "quiet and no sweat", as the scenarios say it. */
export function modesNamed(words: string): Modes {
  return { quiet: words.includes('quiet'), noSweat: words.includes('no sweat') };
}

/** Asks the Pro generator for a workout with the switches on. */
export function generateWithModes(
  world: TravelWorld,
  traveller: Traveller,
  choices: { minutes: number; location: string; intensity?: string },
  modes: Modes,
): Promise<HttpAnswer> {
  return generatePlan(world, traveller, planChoices({ ...choices, ...modes }));
}

/** The quick flight context a scenario names ("gate", "taxi", "hotel", "meeting"). */
export function quickContextNamed(name: string): QuickContextId {
  const context = QUICK_CONTEXTS.find((candidate) => candidate.id === name);
  assert.ok(context, `No quick flight context "${name}": use ${QUICK_CONTEXTS.map((c) => c.id).join(', ')}`);
  return context.id;
}

/** Picks a quick flight context, as the quick flight screen asks for its workout. */
export function quickWorkout(world: TravelWorld, traveller: Traveller, context: QuickContextId, modes: Modes): Promise<HttpAnswer> {
  return askAs(world, '/api/workout/generate?lang=en', identityOf(traveller), { method: 'POST', body: quickWorkoutBody(context, modes) });
}

/** Asks for a workout as any client of the workout call may (a place, minutes, a goal and a seed). */
export function designedWorkout(
  world: TravelWorld,
  traveller: Traveller,
  choices: { minutes: number; environment: string; goal: string; seed: string },
  modes: Modes,
): Promise<HttpAnswer> {
  return askAs(world, '/api/workout/generate?lang=en', identityOf(traveller), { method: 'POST', body: { ...choices, ...modes } });
}

const byId = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));

/** The catalogue moves of the workout in an answer, from the generator or from the workout call. */
export function movesIn(answer: HttpAnswer): Exercise[] {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const plan = GeneratedPlanSchema.safeParse(answer.json);
  const workout = GenerateWorkoutReplySchema.safeParse(answer.json);
  const ids = plan.success
    ? plan.data.blocks.flatMap((block) => block.items.map((item) => item.animationId))
    : workout.success
      ? workout.data.workout.blocks.map((move) => move.animationId)
      : assert.fail(`the answer is no workout: ${answer.text.slice(0, 300)}`);
  return ids.map((id) => {
    const exercise = byId.get(id);
    assert.ok(exercise, `the workout has a move the catalogue does not know: ${id}`);
    return exercise;
  });
}

export const jumpingMoves = (answer: HttpAnswer): string[] =>
  movesIn(answer)
    .filter((e) => e.noisy)
    .map((e) => e.id);
export const sweatyMoves = (answer: HttpAnswer): string[] =>
  movesIn(answer)
    .filter((e) => e.sweaty)
    .map((e) => e.id);

/** Moves harder than the hardest a level trains at (the top of its difficulty band, ADR 0030). */
export function movesHarderThan(answer: HttpAnswer, level: Level): string[] {
  return movesIn(answer)
    .filter((e) => e.difficulty > DIFFICULTY_BANDS[level].max)
    .map((e) => e.id);
}
