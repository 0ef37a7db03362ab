import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { newDeviceId } from '../testing/builders';
import { startHttpTestApp, type Answer, type HttpTestApp } from '../testing/http-test-app';
import { seriesValue } from '../testing/prometheus-text';
import type { OverloadReason } from './overload-detector';

/** The bound for a 503 under faults; a shed answer is far faster, but the machine is shared. */
const ANSWER_BOUND_MS = 1_500;
/** How long the test blocks the event loop per turn: well above the limit configured below. */
const BLOCK_MS = 120;

const TOKEN = 'scrape-token-of-the-shedding-test';
const db = useTestDatabase();
let app: HttpTestApp;

/**
 * The app with shedding on and one limit within the test's reach; the other is
 * out of it, so that a busy machine's own lag cannot shed for the other reason.
 */
async function startShedding(limits: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: string } | { OVERLOAD_MAX_POOL_WAIT_MS: string }) {
  app = await startHttpTestApp(db.url, {
    env: {
      OVERLOAD_SHEDDING: 'true',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '10000',
      OVERLOAD_MAX_POOL_WAIT_MS: '60000',
      ...limits,
      OVERLOAD_RETRY_AFTER_SECONDS: '3',
      METRICS_TOKEN: TOKEN,
      // Requests blocked on a lock must not time out while the test holds it.
      DATABASE_QUERY_TIMEOUT_MS: '30000',
    },
    database: { migrate: false },
  });
}
afterEach(async () => {
  await app?.stop();
});

const usage = (deviceId: string) => app.call('/api/usage/check', { deviceId });

/** Calls until an answer is shed (a 503 the shedding sent), and tells how long that answer took. */
async function firstShed(deviceId: string): Promise<{ answer: Answer; elapsedMs: number }> {
  return vi.waitFor(
    async () => {
      const started = performance.now();
      const answer = await usage(deviceId);
      expect(answer.body).toMatchObject({ code: 'http.overloaded' });
      return { answer, elapsedMs: performance.now() - started };
    },
    { timeout: 30_000, interval: 20 },
  );
}

/**
 * Sends a request every few milliseconds, none awaited (each may wait for the
 * database), until one is shed: that one, timed, and every request sent.
 */
function pressUntilShed(deviceId: string): Promise<{ shed: { answer: Answer; elapsedMs: number }; sent: Promise<Answer>[] }> {
  const sent: Promise<Answer>[] = [];
  return new Promise((resolve, reject) => {
    let done = false;
    const deadline = setTimeout(() => {
      done = true;
      reject(new Error('no request was shed within 30 s'));
    }, 30_000);
    const send = () => {
      if (done) return;
      const started = performance.now();
      const request = usage(deviceId);
      sent.push(request);
      request.then(
        (answer) => {
          if (done || (answer.body as { code?: unknown }).code !== 'http.overloaded') return;
          done = true;
          clearTimeout(deadline);
          resolve({ shed: { answer, elapsedMs: performance.now() - started }, sent });
        },
        () => undefined,
      );
      setTimeout(send, 25);
    };
    send();
  });
}

async function servedAgain(deviceId: string): Promise<void> {
  await vi.waitFor(async () => expect((await usage(deviceId)).status).toBe(200), { timeout: 30_000, interval: 50 });
}

/**
 * Waits until the metrics count a request shed for `reason`, calling `press`
 * before each look: also proves `/metrics` is answered under pressure.
 */
async function countedAsShed(reason: OverloadReason, press: () => Promise<unknown> = async () => undefined): Promise<void> {
  await vi.waitFor(
    async () => {
      await press();
      const scrape = await app.call('/metrics', { token: TOKEN });
      expect(scrape.status).toBe(200);
      expect(seriesValue(scrape.text, 'travelfit_http_shed_total', { reason })).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 20 },
  );
}

function expectShed({ answer, elapsedMs }: { answer: Answer; elapsedMs: number }): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('3');
  // Like every answer (security-headers.int.test.ts), a shed one carries the security headers.
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.body).toEqual({ error: 'The service is busy. Please try again in a few seconds.', code: 'http.overloaded' });
  expect(elapsedMs).toBeLessThan(ANSWER_BOUND_MS);
}

describe('an overloaded app sheds requests with a fast 503', () => {
  it('while its event loop lags, and serves again once it keeps up; /healthz answers throughout', async () => {
    await startShedding({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60' });
    const deviceId = newDeviceId();
    await servedAgain(deviceId);
    // The app runs in this process: holding the event loop here delays every turn of the app's loop too.
    let busy = true;
    const block = () => {
      const until = performance.now() + BLOCK_MS;
      while (performance.now() < until);
      if (busy) setTimeout(block, 0);
    };
    setTimeout(block, 0);
    try {
      expectShed(await firstShed(deviceId));
      expect((await app.call('/healthz')).status).toBe(200);
      await countedAsShed('event-loop-delay', () => usage(deviceId));
    } finally {
      busy = false;
    }
    await servedAgain(deviceId);
  });

  it('while requests wait too long for a database connection, and serves again once connections are free', async () => {
    await startShedding({ OVERLOAD_MAX_POOL_WAIT_MS: '50' });
    const deviceId = newDeviceId();
    await servedAgain(deviceId);
    // Every request identifies its traveller in `users`: locked, the requests hold the pooled connections and more wait.
    const lock = await db.knex.transaction();
    let sent: Promise<Answer>[] = [];
    try {
      await lock.raw('lock table users in access exclusive mode');
      const pressed = await pressUntilShed(deviceId);
      sent = pressed.sent;
      expectShed(pressed.shed);
      expect((await app.call('/healthz')).status).toBe(200);
      // The shed answer above is counted already. Another call could be let in (the queue that shed it may have
      // gone: a connection being opened was all it waited for) and would wait on the lock this test holds.
      await countedAsShed('pool-wait');
    } finally {
      await lock.commit();
    }
    // Once the lock goes, every request that was admitted is served; the others were shed, none failed otherwise.
    const answers = await Promise.all(sent);
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => `${answer.status} ${String((answer.body as { code?: unknown }).code)}`)).toEqual(
      refused.map(() => '503 http.overloaded'),
    );
    await servedAgain(deviceId);
  });
});
