import { randomUUID } from 'node:crypto';
import type { RateLimitOverride } from '../domain/rate-limit';
import { newDeviceId, startHttpTestApp, type Answer, type CallOptions, type HttpTestApp } from '../../../app/testing/http-test-app';
import { FixedClock, type Clock } from '../../../shared/kernel';

/** The app over real HTTP for the accounts integration tests (only tests import this folder). */
export type AccountsTestApp = HttpTestApp;
export type { Answer, CallOptions };
export { newDeviceId };

export async function startAccountsTestApp(
  databaseUrl: string,
  options: { clock?: Clock; rateLimitOverrides?: Record<string, RateLimitOverride>; env?: Record<string, string> } = {},
): Promise<AccountsTestApp> {
  return startHttpTestApp(databaseUrl, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.rateLimitOverrides ? { config: { rateLimitOverrides: options.rateLimitOverrides } } : {}),
  });
}

let counter = 0;

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

export { FixedClock };
