import { randomUUID } from 'node:crypto';
import { newDeviceId, startHttpTestApp, type Answer, type CallOptions, type HttpTestApp } from '../../../app/testing/http-test-app';
import { FixedClock } from '../../../shared/kernel';

/**
 * The app over real HTTP with a clock the test moves, for the usage and
 * free-workout integration tests (only tests import this folder).
 */
export interface UsageTestApp extends HttpTestApp {
  clock: FixedClock;
}
export type { Answer, CallOptions };
export { newDeviceId };

/** Saturday 21 November 2026, 08:00 UTC: its week starts Monday 16 November. */
export const SATURDAY = new Date('2026-11-21T08:00:00Z');

export async function startUsageTestApp(databaseUrl: string, now: Date = SATURDAY): Promise<UsageTestApp> {
  const clock = new FixedClock(now);
  return { ...(await startHttpTestApp(databaseUrl, { clock })), clock };
}

let counter = 0;

/** A valid registration body with a unique username and e-mail. */
export function registration() {
  counter += 1;
  const tag = `${randomUUID().slice(0, 6)}${counter}`;
  return {
    username: `ana_${tag}`,
    email: `ana.${tag}@example.com`,
    password: 'correct horse battery',
    name: 'Ana Viajera',
    age: 41,
    heightCm: 165,
    weightKg: 60,
    gender: 'female',
    fitnessGoal: 'general_fitness',
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
