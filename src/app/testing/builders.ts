import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The test data of the server's integration tests, one builder per request
 * body (only tests import this folder). Each call gives unique names, so tests
 * sharing a database never collide.
 */

let counter = 0;

/** A device id as the web makes them: `fc_` and 32 hex characters. */
export function newDeviceId(): string {
  return `fc_${randomUUID().replaceAll('-', '')}`;
}

/** `count` anonymous travellers (a device id each) stored straight in `users`; their ids. */
export async function insertTravellers(knex: Knex, count: number): Promise<string[]> {
  const rows = await knex('users')
    .insert(Array.from({ length: count }, () => ({ device_id: newDeviceId() })))
    .returning<{ id: string }[]>('id');
  return rows.map((row) => row.id);
}

/** A valid registration body with a unique username and e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${randomUUID().slice(0, 6)}${counter}`;
  return {
    username: `maya_${tag}`,
    email: `maya.${tag}@example.com`,
    password: 'correct horse battery',
    name: 'Maya Traveller',
    age: 34,
    heightCm: 168,
    weightKg: 61.5,
    gender: 'female',
    fitnessGoal: 'endurance',
    ...overrides,
  };
}

/** The spec's quick-mode body (spec 2 §7) for a context. */
export function quickModeBody(environment = 'airport', minutes = 10) {
  return {
    minutes,
    level: 'beginner',
    equipment: 'bodyweight',
    environment,
    energy: 'normal',
    stress: 2,
    sleepHours: 7,
    soreness: 'none',
    goal: 'general_fitness',
    isPro: false,
  };
}

/** The free wizard's answers with its defaults. */
export function wizardBody(overrides: Record<string, unknown> = {}) {
  return {
    minutes: 20,
    gender: 'female',
    location: 'Hotel room',
    feeling: 'normal',
    sleepHours: 7,
    fitnessGoal: 'general_fitness',
    equipment: 'none',
    context: 'hotel',
    ...overrides,
  };
}

/** Saturday 21 November 2026, 08:00 UTC: its week starts Monday 16 November. */
export const SATURDAY = new Date('2026-11-21T08:00:00Z');
