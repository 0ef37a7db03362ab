import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { RateLimitOverride } from '../../modules/accounts';
import { systemClock, type Clock } from '../../shared/kernel';
import { startApp } from '../bootstrap';
import { loadConfig, type Config } from '../config';

/**
 * The whole app over real HTTP on a test database and a throwaway DATA_DIR,
 * for modules' integration tests (only tests import this folder).
 */
export interface HttpTestApp {
  url: string;
  dataDir: string;
  call(path: string, options?: CallOptions): Promise<Answer>;
  stop(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** A ready-made body (multipart uploads); `body` is ignored then. */
  rawBody?: FormData | string;
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

export interface HttpTestAppOptions {
  clock?: Clock;
  /** Extra environment, read like the real one (e.g. `ADMIN_EMAILS`). */
  env?: Record<string, string>;
  /** Settings the environment cannot express. */
  config?: Partial<Config>;
  /** Rate limits replaced by name (`login-account`, `register-ip`, …). */
  rateLimitOverrides?: Record<string, RateLimitOverride>;
  /** The app's logger (e.g. to read the links a development mailer logs). */
  logger?: Logger;
}

export async function startHttpTestApp(databaseUrl: string, options: HttpTestAppOptions = {}): Promise<HttpTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...options.env }),
    ...options.config,
    ...(options.rateLimitOverrides ? { rateLimitOverrides: options.rateLimitOverrides } : {}),
  };
  const app = await startApp(config, { clock: options.clock ?? systemClock, ...(options.logger ? { logger: options.logger } : {}) });
  const url = app.url.replace(/\/$/, '');
  return {
    url,
    dataDir,
    async call(pathname, { method = 'GET', body, rawBody, token, deviceId, cookie, headers = {} } = {}) {
      const sent: Record<string, string> = { accept: 'application/json', ...headers };
      if (token !== undefined) sent.authorization = `Bearer ${token}`;
      if (deviceId !== undefined) sent['x-device-id'] = deviceId;
      if (cookie !== undefined) sent.cookie = cookie;
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
