import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { newDeviceId } from '../testing/builders';

const db = useTestDatabase();
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-shutdown-'));
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const GRACE_MS = 3_000;
const REQUESTS = 50;
/** The requests start over 1.5 s; SIGTERM arrives in the middle of them. */
const SPACING_MS = 30;
const SIGNAL_AFTER_MS = 750;

/** The app as production runs it (`node --import tsx src/main.ts`), in a process of its own that can be signalled. */
async function startMain(): Promise<{ url: string; exited: Promise<number | null>; output: () => string }> {
  const process_ = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = process_;
  let output = '';
  process_.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  process_.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => process_.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /TravelFit is ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    process_.stdout.on('data', look);
    void exited.then((code) => reject(new Error(`the app exited (${code}) before it was ready:\n${output}`)));
  });
  return { url, exited, output: () => output };
}

describe('SIGTERM', () => {
  it('drops none of 50 concurrent requests around the signal; /readyz says 503 during the grace period', async () => {
    const app = await startMain();
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
        child!.kill('SIGTERM');
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
