import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../../app/bootstrap';
import { loadConfig, type RateLimitOverride } from '../../../app/config';
import { FixedClock, systemClock, type Clock } from '../../../shared/kernel';

/**
 * The whole app over real HTTP on a test database, for the accounts
 * integration tests (only tests import this folder).
 */
export interface AccountsTestApp {
  url: string;
  dataDir: string;
  call(path: string, options?: CallOptions): Promise<Answer>;
  stop(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  deviceId?: string;
  headers?: Record<string, string>;
  /** A ready-made body (multipart uploads); `body` is ignored then. */
  rawBody?: FormData | string;
}

export interface Answer {
  status: number;
  headers: Headers;
  // Test code reads answers loosely on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function startAccountsTestApp(
  databaseUrl: string,
  options: { clock?: Clock; rateLimitOverrides?: Record<string, RateLimitOverride>; env?: Record<string, string> } = {},
): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-accounts-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...options.env }),
    ...(options.rateLimitOverrides ? { rateLimitOverrides: options.rateLimitOverrides } : {}),
  };
  const app = await startApp(config, { clock: options.clock ?? systemClock });
  const url = app.url.replace(/\/$/, '');
  return {
    url,
    dataDir,
    async call(pathname, { method = 'GET', body, token, deviceId, headers = {}, rawBody } = {}) {
      const sent: Record<string, string> = { accept: 'application/json', ...headers };
      if (token !== undefined) sent.authorization = `Bearer ${token}`;
      if (deviceId !== undefined) sent['x-device-id'] = deviceId;
      let payload: FormData | string | undefined = rawBody;
      if (payload === undefined && body !== undefined) {
        payload = JSON.stringify(body);
        sent['content-type'] = 'application/json';
      }
      const response = await fetch(`${url}${pathname}`, { method, headers: sent, body: payload ?? null });
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
