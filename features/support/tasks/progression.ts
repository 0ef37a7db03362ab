import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import { GENERATOR_TIMING, type GeneratedPlan } from '../../../contracts/workouts';
import { EXERCISES } from '../../../src/modules/workouts';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { nextAfter, type Weekday } from './clock';
import { exercisesOf, finishWorkout, lastPlan } from './generator-plan';

/**
 * A traveller's progression (spec 2 §3 `user_progress`, ADR 0035) as the
 * scenarios of features/progress meet it: finishing the last generated plan
 * on given days, rating how hard it felt, and what follows for the next plan
 * and for the intensity the app keeps.
 */

/** How a workout went: the sets done of those planned (all of them when left out), and the rating out of 10 if any. */
export interface Outcome {
  setsDone?: number;
  setsPlanned?: number;
  rpe?: number;
}

/** Finishes the last generated plan now, as the generator's completion screen sends it. */
export async function finishLastPlan(world: TravelWorld, traveller: Traveller, outcome: Outcome): Promise<void> {
  const planned = outcome.setsPlanned ?? exercisesOf(lastPlan(world)).length * GENERATOR_TIMING.setsPerExercise;
  const answer = await finishWorkout(
    world,
    traveller,
    { done: outcome.setsDone ?? planned, planned },
    false,
    outcome.rpe === undefined ? {} : { rpe: outcome.rpe },
  );
  assert.equal(answer.status, 200, `the finished workout answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/** Moves the server's clock on to the next `weekday` at 18:00 UTC, then finishes the last plan. */
export async function finishOn(world: TravelWorld, traveller: Traveller, weekday: Weekday, outcome: Outcome): Promise<void> {
  const clock = world.app!.clock;
  clock.setTo(nextAfter(clock.now(), weekday, '18:00'));
  await finishLastPlan(world, traveller, outcome);
}

const difficultyById = new Map(EXERCISES.map((exercise) => [exercise.id, exercise.difficulty]));

/** The mean catalogue difficulty (1–5) of a plan's main moves. */
export function mainDifficulty(plan: GeneratedPlan): number {
  const main = plan.blocks.filter((block) => block.name.startsWith('Main')).flatMap((block) => block.items);
  assert.ok(main.length > 0, 'the plan has no main moves');
  const levels = main.map((item) => {
    const difficulty = difficultyById.get(item.id);
    assert.ok(difficulty, `${item.id} is not in the catalogue`);
    return difficulty;
  });
  return levels.reduce((sum, level) => sum + level, 0) / levels.length;
}

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  return world.app.database;
}

/** The intensity the app keeps for the traveller (`user_progress.current_intensity`; 1 is the level they choose). */
export async function intensityOf(world: TravelWorld, traveller: Traveller): Promise<number> {
  const row = await database(world)('user_progress')
    .join('users', 'users.id', 'user_progress.user_id')
    .where('users.email', traveller.email)
    .first<{ current_intensity: string } | undefined>('user_progress.current_intensity');
  return row ? Number(row.current_intensity) : 1;
}
