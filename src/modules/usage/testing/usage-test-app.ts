import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../../app/bootstrap';
import { loadConfig } from '../../../app/config';
import { FixedClock } from '../../../shared/kernel';

/**
 * The whole app over real HTTP on a test database with a clock the test moves,
 * for the usage and free-workout integration tests (only tests import this folder).
 */
export interface UsageTestApp {
  clock: FixedClock;
  call(path: string, options?: CallOptions): Promise<Answer>;
  stop(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  deviceId?: string;
  /** Sent as the `Cookie` header. */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // Test code reads answers loosely on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Saturday 21 November 2026, 08:00 UTC: its week starts Monday 16 November. */
export const SATURDAY = new Date('2026-11-21T08:00:00Z');

export async function startUsageTestApp(databaseUrl: string, now: Date = SATURDAY): Promise<UsageTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-usage-'));
  const clock = new FixedClock(now);
  const app = await startApp(loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl, DATA_DIR: dataDir }), { clock });
  const url = app.url.replace(/\/$/, '');
  return {
    clock,
    async call(pathname, { method = 'GET', body, token, deviceId, cookie, headers = {} } = {}) {
      const sent: Record<string, string> = { accept: 'application/json', ...headers };
      if (token !== undefined) sent.authorization = `Bearer ${token}`;
      if (deviceId !== undefined) sent['x-device-id'] = deviceId;
      if (cookie !== undefined) sent.cookie = cookie;
      if (body !== undefined) sent['content-type'] = 'application/json';
      const response = await fetch(`${url}${pathname}`, {
        method,
        headers: sent,
        body: body === undefined ? null : JSON.stringify(body),
      });
      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      return { status: response.status, headers: response.headers, body: type.includes('json') ? (JSON.parse(text) as unknown) : text };
    },
    async stop() {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A device id as the web makes them: `fc_` and 32 hex characters. */
export function newDeviceId(): string {
  return `fc_${randomUUID().replaceAll('-', '')}`;
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
