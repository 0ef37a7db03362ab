import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelPlan } from '../../../../contracts/plans';
import { PgBossJobQueue } from '../../../app/jobs/pg-boss-job-queue';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { newDeviceId } from '../../../app/testing/builders';
import type { Clock, EventBus } from '../../../shared/kernel';
import { CreateTripUseCase } from '../application/create-trip.use-case';
import { PlanPreferencesService } from '../application/plan-preferences';
import { PLAN_REBUILD_QUEUE } from '../application/plan-rebuild.job';
import type { PlansByLocale } from '../application/ports/plan-store.port';
import { CityTimezonesDirectory } from './city-timezones-directory';
import { KnexPlanStore } from './knex-plan-store';
import { KnexTripStore } from './knex-trip-store';

/**
 * What the plans features cannot show over HTTP: a crowd of trips recorded at
 * once never passes 20, a trip change marks the plan stale and queues one
 * rebuild per traveller in its own transaction (nothing on a rollback), a
 * plan built while a trip changed stays stale.
 */
const db = useTestDatabase();
const clock: Clock = { now: () => new Date('2026-11-26T10:00:00Z') };
const noEvents: EventBus = { record: async () => undefined, subscribe: () => undefined };
let jobs: PgBossJobQueue;
let releaseRebuilds!: () => void;
const rebuildsReleased = new Promise<void>((resolve) => (releaseRebuilds = resolve));
const cities = new CityTimezonesDirectory();

beforeAll(async () => {
  jobs = new PgBossJobQueue({ connectionString: db.url, logger: pino({ level: 'silent' }) });
  // Rebuilds are held, so the jobs a change queues stay where they are while the test looks.
  jobs.work(PLAN_REBUILD_QUEUE, () => rebuildsReleased, { oneWaitingPerKey: true });
  await jobs.start();
});

afterAll(async () => {
  releaseRebuilds();
  await jobs.stop();
});

async function traveller(): Promise<string> {
  const [row] = await db.knex('users').insert({ device_id: newDeviceId() }).returning<{ id: string }[]>('id');
  return row!.id;
}

const trip = (day: number) => ({
  cityId: 'lisbon-lisboa-pt',
  outboundDate: `2027-01-${String(day).padStart(2, '0')}`,
  outboundTime: '09:00',
  returnDate: `2027-01-${String(day).padStart(2, '0')}`,
  returnTime: '20:00',
  hotel: true,
  gym: false,
});

const somePlan = (id: string): PlansByLocale => {
  const plan = { id, generatedAt: clock.now().toISOString() } as TravelPlan;
  return { en: plan, es: plan };
};

const rebuildJobs = async (userId: string) =>
  (await db.knex('pgboss.job').where({ name: PLAN_REBUILD_QUEUE, singleton_key: userId }).select('state')).map(
    (row: { state: string }) => row.state,
  );

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('plans storage', () => {
  it('never keeps more than 20 upcoming trips when many are recorded at once', async () => {
    const userId = await traveller();
    const trips = new KnexTripStore(db.knex, jobs);
    const plans = new KnexPlanStore(db.knex, noEvents);
    const create = new CreateTripUseCase(trips, new PlanPreferencesService(plans, cities, clock), cities);
    expect(cities.byId('lisbon-lisboa-pt', 'en')).not.toBeNull();
    for (let day = 1; day <= 18; day += 1) await trips.transaction(userId, (tx) => tx.insert(trip(day)));

    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => create.execute(userId, trip(20 + n), 'en')));

    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.code)).toEqual(
      Array(6).fill('plans.too-many-trips'),
    );
    expect(await trips.openTrips(userId, '2026-11-26')).toHaveLength(20);
  });

  it('marks the plan stale and queues its rebuild with the trip change, one waiting per traveller, nothing on a rollback', async () => {
    const userId = await traveller();
    const trips = new KnexTripStore(db.knex, jobs);
    const plans = new KnexPlanStore(db.knex, noEvents);
    await plans.savePlan(userId, somePlan('7b7e1d2e-52a4-4c43-9f3e-3a4f9b0c6d01'), null);

    await expect(
      trips.transaction(userId, async (tx) => {
        await tx.insert(trip(3));
        await tx.planNeedsRebuild();
        throw new Error('the request failed after the change');
      }),
    ).rejects.toThrow('the request failed');
    expect(await plans.staleMarkOf(userId)).toBeNull();
    expect(await rebuildJobs(userId)).toEqual([]);

    await trips.transaction(userId, async (tx) => {
      await tx.insert(trip(3));
      await tx.planNeedsRebuild();
    });
    expect(await plans.staleMarkOf(userId)).not.toBeNull();
    await until(async () => (await rebuildJobs(userId)).includes('active'));

    for (const day of [4, 5, 6]) {
      await trips.transaction(userId, async (tx) => {
        await tx.insert(trip(day));
        await tx.planNeedsRebuild();
      });
    }
    expect((await rebuildJobs(userId)).sort()).toEqual(['active', 'created']);
  });

  it('keeps a plan stale when a trip changed while it was being built', async () => {
    const userId = await traveller();
    const trips = new KnexTripStore(db.knex, jobs);
    const plans = new KnexPlanStore(db.knex, noEvents);
    await plans.savePlan(userId, somePlan('0d3f9a44-8e55-4b6a-a1f2-5c7d9e0b1a22'), null);
    const changed = () =>
      trips.transaction(userId, async (tx) => {
        await tx.insert(trip(8));
        await tx.planNeedsRebuild();
      });

    await changed();
    const builtFrom = await plans.staleMarkOf(userId);
    await changed();
    expect(await plans.savePlan(userId, somePlan('5a0c2b7e-1f3d-4e8a-9b6c-7d2e4f1a3b55'), builtFrom)).toEqual({ stale: true });

    const latest = await plans.staleMarkOf(userId);
    expect(await plans.savePlan(userId, somePlan('9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c66'), latest)).toEqual({ stale: false });
    expect((await plans.planOf(userId, 'en'))?.plan.id).toBe('9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c66');
  });
});
