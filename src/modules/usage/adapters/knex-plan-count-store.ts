import type { Knex } from 'knex';
import type { PlanCountStore } from '../application/ports/plan-count-store.port';

/**
 * `counted_plans` keeps the id of every event counted; `usage.plan_count` is
 * raised in the same transaction only when that id was new, so a repeated
 * delivery counts nothing. A traveller without a usage row gets one.
 */
export class KnexPlanCountStore implements PlanCountStore {
  constructor(private readonly knex: Knex) {}

  countOnce(eventId: string, userId: string): Promise<void> {
    return this.knex.transaction(async (trx) => {
      const kept = await trx('counted_plans')
        .insert({ event_id: eventId, user_id: userId })
        .onConflict('event_id')
        .ignore()
        .returning('event_id');
      if (kept.length === 0) return;
      await trx.raw(
        `insert into usage as u (user_id, plan_count) values (?, 1)
         on conflict (user_id) do update set plan_count = u.plan_count + 1`,
        [userId],
      );
    });
  }
}
