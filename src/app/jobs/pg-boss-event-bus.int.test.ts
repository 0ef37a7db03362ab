import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainEvent, RecordedEvent } from '../../shared/kernel';
import { useTestDatabase } from '../database/testing/test-database';
import { PgBossEventBus, subscriberQueue } from './pg-boss-event-bus';
import { PgBossJobQueue } from './pg-boss-job-queue';

type ThingHappened = DomainEvent<'test.thing-happened', { label: string }>;
const thingHappened = (label: string): ThingHappened => ({
  name: 'test.thing-happened',
  payload: { label },
  occurredAt: new Date('2026-11-21T08:00:00.000Z'),
});

const db = useTestDatabase();
const queues: PgBossJobQueue[] = [];
/** Deliveries seen by every process, per subscriber. */
const delivered = { audit: [] as { process: string; event: RecordedEvent }[], flaky: [] as RecordedEvent[] };
let buses: PgBossEventBus[];

beforeAll(async () => {
  // Two app processes on one database, each with both subscribers, as after a deploy with two replicas.
  buses = ['a', 'b'].map((process) => {
    const jobs = new PgBossJobQueue({ connectionString: db.url, logger: pino({ level: 'silent' }) });
    queues.push(jobs);
    const bus = new PgBossEventBus(jobs, { retryDelaySeconds: 0, retryBackoff: false });
    bus.subscribe<ThingHappened>({
      event: 'test.thing-happened',
      subscriber: 'test.audit',
      handle: async (event) => {
        delivered.audit.push({ process, event });
      },
    });
    bus.subscribe<ThingHappened>({
      event: 'test.thing-happened',
      subscriber: 'test.flaky',
      handle: async (event) => {
        delivered.flaky.push(event);
        if (delivered.flaky.filter((seen) => seen.id === event.id).length === 1) throw new Error('first delivery fails');
      },
    });
    return bus;
  });
  await Promise.all(queues.map((jobs) => jobs.start()));
});
afterAll(async () => {
  await Promise.all(queues.map((jobs) => jobs.stop()));
});

/** The delivery jobs of the event labelled `label`, as pg-boss holds them. */
const deliveryJobs = (label: string) => db.knex('pgboss.job').whereRaw(`data->'payload'->>'label' = ?`, [label]).select('name', 'state');

const settled = async (label: string) => {
  const jobs = await deliveryJobs(label);
  expect(jobs.map((job: { name: string }) => job.name).sort()).toEqual([
    subscriberQueue('test.thing-happened', 'test.audit'),
    subscriberQueue('test.thing-happened', 'test.flaky'),
  ]);
  expect(jobs.every((job: { state: string }) => job.state === 'completed')).toBe(true);
};

const commit = (label: string, bus = buses[0]!) => db.knex.transaction((trx) => bus.record(trx, thingHappened(label)));

describe('domain events', () => {
  it('of a rolled-back transaction are never delivered', async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        await buses[0]!.record(trx, thingHappened('rolled back'));
        throw new Error('the use case failed after recording');
      }),
    ).rejects.toThrow('the use case failed');
    await commit('committed after');

    await vi.waitFor(() => settled('committed after'), { timeout: 30_000, interval: 100 });
    expect(await deliveryJobs('rolled back')).toEqual([]);
    expect(delivered.audit.map(({ event }) => (event.payload as { label: string }).label)).not.toContain('rolled back');
  });

  it('of a committed transaction reach each subscriber exactly once, across two processes', async () => {
    await commit('committed', buses[1]);

    await vi.waitFor(() => settled('committed'), { timeout: 30_000, interval: 100 });
    const audited = delivered.audit.filter(({ event }) => (event.payload as { label: string }).label === 'committed');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'test.thing-happened',
      payload: { label: 'committed' },
      occurredAt: new Date('2026-11-21T08:00:00.000Z'),
    });
  });

  it('come again, with the same id, after a subscriber failed', async () => {
    await commit('retried');

    await vi.waitFor(() => settled('retried'), { timeout: 30_000, interval: 100 });
    const attempts = delivered.flaky.filter((event) => (event.payload as { label: string }).label === 'retried');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.id).toBe(attempts[0]!.id);
  });
});
