import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../bootstrap';
import { loadConfig } from '../config';
import { findFreePort } from '../database/embedded-postgres';
import { newDeviceId } from '../testing/builders';
import { freezePostgres } from '../testing/frozen-postgres';

/**
 * The app on an embedded PostgreSQL of its own, which this test freezes
 * (SIGSTOP on the postmaster and every backend: a hung host, a network
 * partition). A query's budget is 1.5 s here, connecting 1 s.
 */
let root: string;
let app: RunningApp;
let frozen: { thaw(): void } | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'travelfit-freeze-'));
  await chmod(root, 0o755); // the `postgres` system user must enter it when tests run as root
  app = await startApp(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: root,
      EMBEDDED_POSTGRES_PORT: String(await findFreePort()),
      DATABASE_QUERY_TIMEOUT_MS: '1500',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    }),
  );
});
afterAll(async () => {
  frozen?.thaw();
  await app?.stop();
  await rm(root, { recursive: true, force: true });
});

/** Before the fix such requests hung as long as the freeze lasted; a loaded machine still answers well within this. */
const ANSWER_BOUND_MS = 30_000;

const usage = (deviceId: string) =>
  fetch(`${app.url}/api/usage/check`, { headers: { 'x-device-id': deviceId }, signal: AbortSignal.timeout(ANSWER_BOUND_MS) });

describe('a frozen database', () => {
  it('answers 503 with Retry-After within the query budget, never hangs, and serves again once it thaws', async () => {
    const deviceId = newDeviceId();
    // Opens connections (the pool keeps two idle): the first requests of the freeze hold one each.
    expect((await Promise.all([usage(deviceId), usage(deviceId)])).map((res) => res.status)).toEqual([200, 200]);

    frozen = await freezePostgres(path.join(root, 'postgres'));
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const res = await usage(deviceId);
          return { status: res.status, retryAfter: res.headers.get('retry-after'), code: ((await res.json()) as { code?: string }).code };
        }),
      );
      const slowestMs = Math.round(performance.now() - started);
      expect(answers).toEqual(
        Array.from({ length: 10 }, () => ({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), code: 'http.unavailable' })),
      );
      const ready = await fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
      expect(ready.status).toBe(503);
      console.log(`database frozen: 10 requests answered 503 within ${slowestMs} ms`);
    } finally {
      frozen.thaw();
    }

    const deadline = performance.now() + ANSWER_BOUND_MS;
    let status = 0;
    while (performance.now() < deadline && status !== 200) {
      status = await usage(deviceId).then(
        (res) => res.status,
        () => -1,
      );
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
  });
});
