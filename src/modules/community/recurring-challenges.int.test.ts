import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '../../app/jobs/pg-boss-job-queue';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { backgroundWorkDone } from '../../app/testing/background-work';
import { newDeviceId } from '../../app/testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../../app/testing/http-test-app';
import { FixedClock } from '../../shared/kernel';

const db = useTestDatabase();
const QUEUE = 'community.open-recurring-challenges';
// A Wednesday: this week's race runs from Monday 14 June, this month's battles from 1 June.
const clock = new FixedClock(new Date('2027-06-16T12:00:00Z'));
let app: HttpTestApp;

beforeAll(async () => {
  app = await startHttpTestApp(db.url, { clock });
});
afterAll(async () => {
  await app?.stop();
});

const recurring = () =>
  db
    .knex('group_challenges')
    .whereNotNull('recurrence')
    .orderBy(['recurrence', 'period_start'])
    .select<{ recurrence: string; period: string }[]>('recurrence', db.knex.raw(`to_char(period_start, 'YYYY-MM-DD') as period`));

describe('the recurring challenges job', () => {
  it('is scheduled every 10 minutes, and a job of its queue opens the challenges', async () => {
    const schedule = await db.knex('pgboss.schedule').where({ name: QUEUE }).first<{ cron: string } | undefined>('cron');
    expect(schedule?.cron).toBe('*/10 * * * *');

    // Another process's queue sends the job a tick would: this app's worker runs it.
    const other = new PgBossJobQueue({ connectionString: db.url, logger: pino({ level: 'silent' }) });
    await other.start();
    try {
      await other.send(QUEUE, {});
    } finally {
      await other.stop();
    }
    await backgroundWorkDone(db.knex, QUEUE);
    expect(await recurring()).toEqual([
      { recurrence: 'monthly-city-conquest', period: '2027-06-01' },
      { recurrence: 'monthly-streak-battle', period: '2027-06-01' },
      { recurrence: 'weekly-points-race', period: '2027-06-14' },
    ]);
  });

  it('forgets the sessions kept for challenges that none can count any more', async () => {
    const [user] = await db.knex('users').insert({ device_id: newDeviceId() }).returning<{ id: string }[]>('id');
    const kept = (completedAt: string) => ({ session_id: randomUUID(), user_id: user!.id, completed_at: completedAt, points: 100 });
    const [old, counted] = [kept('2027-05-20T08:00:00Z'), kept('2027-06-02T08:00:00Z')];
    await db.knex('challenge_activity').insert([old, counted]);

    await app.runScheduledJob(QUEUE);

    const left = await db.knex('challenge_activity').where({ user_id: user!.id }).pluck('session_id');
    expect(left).toEqual([counted.session_id]);
  });
});
