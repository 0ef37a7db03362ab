import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { startAppProcesses, type AppProcess, type AppProcesses } from '../testing/app-processes';
import { newDeviceId } from '../testing/builders';

/**
 * `npm run start:cluster -- --workers 2` as production runs it: one port
 * served by two workers, a dead worker replaced, SIGTERM drained by all.
 */
const db = useTestDatabase();
const WORKERS = 2;
let running: AppProcesses;
let primary: AppProcess;

beforeAll(async () => {
  running = await startAppProcesses({
    count: 1,
    databaseUrl: db.url,
    entry: ['src/cluster.ts', '--workers', String(WORKERS)],
    env: { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '500' },
  });
  primary = running.processes[0]!;
});
afterAll(async () => {
  await running?.stop();
});

interface LogLine {
  msg?: string;
  workerPid?: number;
  restartInMs?: number;
}
const logLines = (): LogLine[] =>
  primary
    .output()
    .split('\n')
    .flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []));
const readyWorkers = () => logLines().flatMap((line) => (line.msg === 'cluster worker ready' ? [line.workerPid!] : []));

/** `count` requests on the cluster's one port, all at once; the statuses answered. */
async function burst(count: number): Promise<number[]> {
  const deviceId = newDeviceId();
  return Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${primary.url}/api/usage/check`, { headers: { 'x-device-id': deviceId } }).then((res) => res.status),
    ),
  );
}

describe('npm run start:cluster', () => {
  it('serves one port from two workers', async () => {
    expect(new Set(readyWorkers()).size).toBe(WORKERS);
    expect(await burst(20)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('replaces a worker that dies, after a logged backoff', async () => {
    const [victim, survivor] = readyWorkers();
    process.kill(victim!, 'SIGKILL');
    await expect
      .poll(() => readyWorkers().filter((pid) => pid !== victim && pid !== survivor), { timeout: 50_000, interval: 100 })
      .toHaveLength(1);
    expect(logLines().find((line) => line.msg === 'cluster worker died; restarting it')).toMatchObject({
      workerPid: victim,
      restartInMs: 500,
    });
    expect(await burst(20)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('drains every worker on SIGTERM and exits 0', async () => {
    running.kill(0, 'SIGTERM');
    expect(await primary.exited, primary.output()).toBe(0);
    expect(logLines().filter((line) => line.msg === 'cluster worker stopped')).toHaveLength(WORKERS);
    expect(logLines().filter((line) => line.msg === 'stopped')).toHaveLength(WORKERS);
    await expect(fetch(`${primary.url}/healthz`)).rejects.toThrow();
  });
});
