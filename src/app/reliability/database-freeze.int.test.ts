import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../bootstrap';
import { loadConfig } from '../config';
import { findFreePort } from '../database/embedded-postgres';
import { newDeviceId } from '../testing/builders';

/**
 * The app on an embedded PostgreSQL of its own, which this test freezes
 * (SIGSTOP on the postmaster and every backend: a hung host, a network
 * partition). A query's budget is 1.5 s here, connecting 1 s.
 */
let root: string;
let app: RunningApp;
let frozen: number[] = [];

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
  thaw();
  await app?.stop();
  await rm(root, { recursive: true, force: true });
});

/** Before the fix such requests hung as long as the freeze lasted; a loaded machine still answers well within this. */
const ANSWER_BOUND_MS = 30_000;

/**
 * Stops the postmaster first, so it forks no backend while its children are
 * listed, then every child it has: a backend started in between would
 * otherwise keep answering through the freeze.
 */
async function freezePostgres(): Promise<number[]> {
  const postmaster = Number.parseInt((await readFile(path.join(root, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
  process.kill(postmaster, 'SIGSTOP');
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) children.push(Number(entry));
  }
  for (const pid of children) process.kill(pid, 'SIGSTOP');
  return [postmaster, ...children];
}

function thaw(): void {
  for (const pid of frozen) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // gone
    }
  }
  frozen = [];
}

const usage = (deviceId: string) =>
  fetch(`${app.url}/api/usage/check`, { headers: { 'x-device-id': deviceId }, signal: AbortSignal.timeout(ANSWER_BOUND_MS) });

describe('a frozen database', () => {
  it('answers 503 with Retry-After within the query budget, never hangs, and serves again once it thaws', async () => {
    const deviceId = newDeviceId();
    // Opens connections (the pool keeps two idle): the first requests of the freeze hold one each.
    expect((await Promise.all([usage(deviceId), usage(deviceId)])).map((res) => res.status)).toEqual([200, 200]);

    frozen = await freezePostgres();
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
      thaw();
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
