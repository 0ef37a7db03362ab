import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../bootstrap';
import { loadConfig } from '../config';
import { findFreePort } from '../database/embedded-postgres';
import { newDeviceId } from '../testing/builders';

/**
 * The app on an embedded PostgreSQL of its own (not the run's shared test
 * server, which these tests kill). The numbers (not ready within 2 s,
 * serving again within 5 s) are measured and printed; the assertions wait for
 * each state with bounds a loaded 2-core machine keeps.
 */
let root: string;
let app: RunningApp;
let postgresDataDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'travelfit-recovery-'));
  await chmod(root, 0o755); // the `postgres` system user must enter it when tests run as root
  postgresDataDir = path.join(root, 'postgres');
  app = await startApp(loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: root, EMBEDDED_POSTGRES_PORT: String(await findFreePort()) }));
});
afterAll(async () => {
  await app?.stop();
  await rm(root, { recursive: true, force: true });
});

const NOT_READY_BOUND_MS = 15_000;
const BACK_BOUND_MS = 40_000;

async function postmasterPid(): Promise<number> {
  return Number.parseInt((await readFile(path.join(postgresDataDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
}

async function readyStatus(): Promise<number> {
  return fetch(`${app.url}/readyz`).then(
    (res) => res.status,
    () => -1,
  );
}

async function serving(deviceId: string): Promise<boolean> {
  const [ready, usage] = await Promise.all([
    readyStatus(),
    fetch(`${app.url}/api/usage/check`, { headers: { 'x-device-id': deviceId } }).then(
      (res) => res.status,
      () => -1,
    ),
  ]);
  return ready === 200 && usage === 200;
}

/** Polls until `condition` holds; returns how long that took, or throws after `boundMs`. */
async function within(boundMs: number, what: string, condition: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < boundMs) {
    if (await condition()) return Math.round(performance.now() - started);
    await sleep(50);
  }
  throw new Error(`${what}: not within ${boundMs} ms`);
}

describe.each([
  ['SIGKILL', 'killed'],
  ['SIGTERM', 'asked to shut down (smart shutdown, which the app’s open sessions would hold forever)'],
] as const)('the embedded PostgreSQL %s', (signal, how) => {
  it(`is ${how}: /readyz fails at once and the service comes back without restarting the app`, async () => {
    const deviceId = newDeviceId();
    expect(await serving(deviceId)).toBe(true);
    const pid = await postmasterPid();

    process.kill(pid, signal);
    const notReadyMs = await within(NOT_READY_BOUND_MS, '/readyz answering 503', async () => (await readyStatus()) === 503);
    const backMs = await within(BACK_BOUND_MS, 'serving again', () => serving(deviceId));
    console.log(`${signal} to the embedded PostgreSQL: /readyz 503 after ${notReadyMs} ms, serving again ${backMs} ms later`);

    expect(await postmasterPid()).not.toBe(pid);
  });
});
