import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { startAppProcesses, type AppProcesses } from '../testing/app-processes';
import { newDeviceId } from '../testing/builders';

const db = useTestDatabase();
let running: AppProcesses | undefined;

afterAll(async () => {
  await running?.stop();
});

const GRACE_MS = 3_000;
const REQUESTS = 50;
/** The requests start over 1.5 s; SIGTERM arrives in the middle of them. */
const SPACING_MS = 30;
const SIGNAL_AFTER_MS = 750;

describe('SIGTERM', () => {
  it('drops none of 50 concurrent requests around the signal; /readyz says 503 during the grace period', async () => {
    // The app as production runs it (`node --import tsx src/main.ts`), in a process of its own that can be signalled.
    running = await startAppProcesses({ count: 1, databaseUrl: db.url, env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) } });
    const app = running.processes[0]!;
    const deviceId = newDeviceId();
    const usage = () => fetch(`${app.url}/api/usage/check`, { headers: { 'x-device-id': deviceId } });
    expect((await usage()).status).toBe(200);

    const outcomes: Promise<string>[] = [];
    const started = performance.now();
    let signalled = false;
    let readyDuringGrace: Promise<number> | undefined;
    for (let i = 0; i < REQUESTS; i += 1) {
      const at = i * SPACING_MS;
      await sleep(Math.max(0, started + at - performance.now()));
      if (!signalled && at >= SIGNAL_AFTER_MS) {
        signalled = true;
        running.kill(0, 'SIGTERM');
        readyDuringGrace = waitForReadyStatus(app.url, 503);
      }
      outcomes.push(
        usage().then(
          async (res) =>
            `${res.status} ${res.status === 200 ? typeof ((await res.json()) as { remaining?: unknown }).remaining : await res.text()}`,
          (error: unknown) => `failed: ${String((error as { cause?: unknown }).cause ?? error)}`,
        ),
      );
    }
    const results = await Promise.all(outcomes);
    expect(results.filter((result) => result !== '200 number')).toEqual([]);
    expect(await readyDuringGrace).toBe(503);

    expect(await app.exited, app.output()).toBe(0);
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();
  });
});

/** Polls /readyz until it answers `status` (within 20 s) and returns that status, or the last one seen. */
async function waitForReadyStatus(url: string, status: number): Promise<number> {
  const deadline = performance.now() + 20_000;
  let last = 0;
  while (performance.now() < deadline) {
    last = await fetch(`${url}/readyz`).then(
      (res) => res.status,
      () => -1,
    );
    if (last === status) return last;
    await sleep(50);
  }
  return last;
}
