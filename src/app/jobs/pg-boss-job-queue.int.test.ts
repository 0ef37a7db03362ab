import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../database/testing/test-database';
import { PgBossJobQueue } from './pg-boss-job-queue';

const db = useTestDatabase();
const started: PgBossJobQueue[] = [];

/** One app process's job queue on the file's database. */
function processQueue(): PgBossJobQueue {
  const queue = new PgBossJobQueue({ connectionString: db.url, logger: pino({ level: 'silent' }) });
  started.push(queue);
  return queue;
}

afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
});

const jobStates = async (queue: string): Promise<string[]> =>
  (await db.knex('pgboss.job').where({ name: queue }).select('state')).map((row: { state: string }) => row.state);

const allCompleted = async (queue: string, count: number) => {
  const states = await jobStates(queue);
  expect(states).toHaveLength(count);
  expect(states.every((state) => state === 'completed')).toBe(true);
};

describe('the job queue', () => {
  it('runs each job exactly once when two app processes work the same queue', async () => {
    const runs: { process: string; n: number }[] = [];
    // Each process's first job waits until the other process is running one too, so both
    // demonstrably take jobs from the same queue at the same time.
    const busy = new Set<string>();
    let bothBusy!: () => void;
    const together = new Promise<void>((resolve) => (bothBusy = resolve));
    const processes = ['a', 'b'].map((name) => {
      const queue = processQueue();
      queue.work<{ n: number }>('test.count', async ({ data }) => {
        runs.push({ process: name, n: data.n });
        busy.add(name);
        if (busy.size === 2) bothBusy();
        await together;
      });
      return queue;
    });
    await Promise.all(processes.map((queue) => queue.start()));

    const numbers = Array.from({ length: 20 }, (_, n) => n);
    for (const n of numbers) await processes[0]!.send('test.count', { n });

    await vi.waitFor(() => allCompleted('test.count', numbers.length), { timeout: 30_000, interval: 100 });
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(numbers);
    expect(new Set(runs.map((run) => run.process))).toEqual(new Set(['a', 'b']));
  });

  it('works through a backlog one job after another, not one job per poll', async () => {
    const queue = processQueue();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const done: number[] = [];
    queue.work<{ n: number }>('test.backlog', async ({ data }) => {
      await released;
      done.push(data.n);
    });
    await queue.start();
    const numbers = Array.from({ length: 30 }, (_, n) => n);
    for (const n of numbers) await queue.send('test.backlog', { n });
    release();

    // A poll every 2 s per job would take a minute; fetching on while batches come back full takes moments.
    await vi.waitFor(() => allCompleted('test.backlog', numbers.length), { timeout: 15_000, interval: 100 });
    expect(done.sort((x, y) => x - y)).toEqual(numbers);
  });

  it('retries a job whose handler failed, with the same data', async () => {
    const attempts: { retryCount: number; data: object }[] = [];
    const queue = processQueue();
    queue.work(
      'test.flaky',
      async ({ retryCount, data }) => {
        attempts.push({ retryCount, data });
        if (retryCount === 0) throw new Error('the mail server is down');
      },
      { retryDelaySeconds: 0, retryBackoff: false },
    );
    await queue.start();
    await queue.send('test.flaky', { to: 'maya@example.com' });

    await vi.waitFor(() => allCompleted('test.flaky', 1), { timeout: 30_000, interval: 100 });
    expect(attempts).toEqual([
      { retryCount: 0, data: { to: 'maya@example.com' } },
      { retryCount: 1, data: { to: 'maya@example.com' } },
    ]);
  });

  it('keeps one schedule however many processes declare it', async () => {
    const processes = [processQueue(), processQueue()];
    for (const queue of processes) {
      queue.work('test.weekly', async () => undefined);
      queue.schedule('test.weekly', '0 6 * * 1', { timeZone: 'Europe/Madrid', data: { kind: 'weekly-challenge' } });
    }
    await Promise.all(processes.map((queue) => queue.start()));

    expect(await db.knex('pgboss.schedule').where({ name: 'test.weekly' }).select('cron', 'timezone', 'data')).toEqual([
      { cron: '0 6 * * 1', timezone: 'Europe/Madrid', data: { kind: 'weekly-challenge' } },
    ]);
  });

  it('refuses a handler declared after it started, so no queue is silently left unworked', async () => {
    const queue = processQueue();
    await queue.start();
    expect(() => queue.work('test.late', async () => undefined)).toThrow(/before the job queue starts/);
  });
});
