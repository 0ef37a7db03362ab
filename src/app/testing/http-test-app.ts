import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer, RateLimitOverride } from '../../modules/accounts';
import { systemClock, type Clock } from '../../shared/kernel';
import { startApp, type StartOptions } from '../bootstrap';
import { loadConfig, type Config } from '../config';

/**
 * The one way tests start the whole app: in-process over real HTTP, on a test
 * database and a throwaway DATA_DIR, with `call` as the one HTTP client of the
 * tests (integration tests use it directly; the Gherkin steps through
 * `features/support/tasks/http.ts`). Only tests and test scripts import this folder.
 */
export interface HttpTestApp {
  url: string;
  /** The app's throwaway DATA_DIR (uploads, media files). */
  dataDir: string;
  call(path: string, options?: CallOptions): Promise<Answer>;
  /** Runs a scheduled job's work now (the trial reminder sweep…), as its next tick would. */
  runScheduledJob(queue: string): Promise<void>;
  stop(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** A ready-made body (multipart uploads, deliberately malformed JSON); `body` is ignored then. */
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
  /** The body as sent. */
  text: string;
  /** The body parsed when it is JSON, else the text. Test code reads answers loosely on purpose. */
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
  /** Where the app's e-mails go instead (a `RecordingMailer` to read them). */
  mailer?: Mailer;
  /** A database cloned from a migrated template needs no migration; a busy machine may connect slowly. */
  database?: StartOptions['database'];
  /** Run after the app has stopped (drop the database, stop its server). */
  cleanUp?: () => Promise<void>;
}

export async function startHttpTestApp(databaseUrl: string, options: HttpTestAppOptions = {}): Promise<HttpTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-test-'));
  const release = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await options.cleanUp?.();
  };
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...options.env }),
      ...options.config,
      ...(options.rateLimitOverrides ? { rateLimitOverrides: options.rateLimitOverrides } : {}),
    };
    const app = await startApp(config, {
      clock: options.clock ?? systemClock,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.database ? { database: options.database } : {}),
    });
    const url = app.url.replace(/\/$/, '');
    return {
      url,
      dataDir,
      call: (pathname, callOptions) => callHttp(url, pathname, callOptions),
      runScheduledJob: (queue) => app.runScheduledJob(queue),
      async stop() {
        await app.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** One request to `baseUrl`, answered with its status, headers, text and (when JSON) parsed body. Redirects are not followed. */
export async function callHttp(
  baseUrl: string,
  pathname: string,
  { method, body, rawBody, token, deviceId, cookie, headers = {} }: CallOptions = {},
): Promise<Answer> {
  const sent: Record<string, string> = { accept: 'application/json', ...headers };
  if (token !== undefined) sent.authorization = `Bearer ${token}`;
  if (deviceId !== undefined) sent['x-device-id'] = deviceId;
  if (cookie !== undefined) sent.cookie = cookie;
  let payload: FormData | string | undefined = rawBody;
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    sent['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: method ?? (payload === undefined ? 'GET' : 'POST'),
    headers: sent,
    body: payload ?? null,
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: parsedJson(response.headers, text) };
}

function parsedJson(headers: Headers, text: string): unknown {
  if (!(headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
