import assert from 'node:assert/strict';
import { FreeGenerateReplySchema, GenerateWorkoutReplySchema, type EquipmentKind, type Workout } from '../../../contracts/workouts';
import type { HttpAnswer } from './http';

/**
 * A workout the app designed (spec 2 §3), read from the answer that carried
 * it, and the promises the planner makes about it: it fits the minutes asked
 * (within 10%), suits the place, goes from warm-up to cool-down, and needs
 * no equipment but what the traveller has.
 */

/** The workout of a quick-mode or free-workout answer. */
export function workoutIn(answer: HttpAnswer): Workout {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const quick = GenerateWorkoutReplySchema.safeParse(answer.json);
  if (quick.success) return quick.data.workout;
  const free = FreeGenerateReplySchema.safeParse(answer.json);
  assert.ok(free.success, `the workout breaks the contract: ${free.success ? '' : free.error.message}`);
  return free.data.workout;
}

/** Seconds the workout takes done as written: every set, the rests between sets and after each move. */
export function secondsOf(workout: Workout): number {
  return workout.blocks.reduce(
    (sum, move) => sum + move.sets * move.work_sec + (move.sets - 1) * move.rest_between_sets_sec + move.rest_sec,
    0,
  );
}

export function assertFits(workout: Workout, minutes: number): void {
  const seconds = secondsOf(workout);
  const tolerance = minutes * 60 * 0.1;
  assert.ok(
    Math.abs(seconds - minutes * 60) <= tolerance,
    `the workout takes ${(seconds / 60).toFixed(1)} minutes, not ${minutes} give or take 10%`,
  );
}

export function assertSuits(workout: Workout, place: Workout['place']): void {
  assert.equal(workout.place, place, `the workout is for ${workout.place}`);
}

export function assertWarmUpToCoolDown(workout: Workout): void {
  const sections = workout.blocks.map((move) => move.section);
  assert.equal(sections[0], 'warmup', `the workout starts with ${sections[0]}`);
  assert.equal(sections.at(-1), 'cooldown', `the workout ends with ${sections.at(-1)}`);
  assert.ok(sections.includes('main'), 'the workout has no main block');
}

export function assertNeedsOnly(workout: Workout, equipment: EquipmentKind): void {
  const needed = new Set(workout.blocks.map((move) => move.equipment));
  needed.delete('none');
  if (equipment !== 'none') needed.delete(equipment);
  assert.deepEqual([...needed], [], `the workout needs ${[...needed].join(', ')}`);
}
