import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { newDeviceId } from '../../../app/testing/builders';
import { KnexPlanCountStore } from './knex-plan-count-store';

/** What plan.feature cannot show: `planCount` grows once per event, however often (and however concurrently) it is delivered. */
const db = useTestDatabase();

describe('the plan count', () => {
  it('counts a generated plan once however often its event is delivered', async () => {
    const [row] = await db.knex('users').insert({ device_id: newDeviceId() }).returning<{ id: string }[]>('id');
    const userId = row!.id;
    const counts = new KnexPlanCountStore(db.knex);
    const eventId = '3c1b2a09-8f7e-4d6c-9b5a-4e3d2c1b0a99';

    await Promise.all([counts.countOnce(eventId, userId), counts.countOnce(eventId, userId)]);
    await counts.countOnce(eventId, userId);
    await counts.countOnce('4d2c3b1a-9f8e-4e7d-8c6b-5a4f3e2d1c00', userId);

    expect((await db.knex('usage').where({ user_id: userId }).first<{ plan_count: number }>('plan_count'))?.plan_count).toBe(2);
  });
});
