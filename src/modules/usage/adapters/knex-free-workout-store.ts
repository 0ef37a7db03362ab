import type { Knex } from 'knex';
import type { FreeWorkoutStore } from '../application/ports/free-workout-store.port';
import type { FreeWorkoutVia } from '../domain/free-workout';

/**
 * `free_workout_claims` and `bonus_grants`, each unique per device. Claims and
 * grants are `insert … on conflict do nothing`, the bonus is spent by a guarded
 * `update … where used_at is null`: parallel requests from one device queue on
 * the same row and exactly one wins each.
 */
export class KnexFreeWorkoutStore implements FreeWorkoutStore {
  constructor(private readonly knex: Knex) {}

  take(deviceId: string, browserUsed: boolean, now: Date): Promise<FreeWorkoutVia | undefined> {
    return this.knex.transaction(async (trx) => {
      const claimed = await trx('free_workout_claims')
        .insert({ device_id: deviceId, claimed_at: now })
        .onConflict('device_id')
        .ignore()
        .returning('id');
      if (claimed.length > 0 && !browserUsed) return 'free';
      const bonus = await trx('bonus_grants').where({ device_id: deviceId }).whereNull('used_at').update({ used_at: now }).returning('id');
      return bonus.length > 0 ? 'bonus' : undefined;
    });
  }

  async grantBonus(deviceId: string, now: Date): Promise<boolean> {
    const granted = await this.knex('bonus_grants')
      .insert({ device_id: deviceId, granted_at: now })
      .onConflict('device_id')
      .ignore()
      .returning('id');
    return granted.length > 0;
  }

  async factsOf(deviceId: string): Promise<{ deviceClaimed: boolean; bonusAvailable: boolean }> {
    const row = await this.knex
      .select(
        this.knex.raw('exists (select 1 from free_workout_claims where device_id = ?) as device_claimed', [deviceId]),
        this.knex.raw('exists (select 1 from bonus_grants where device_id = ? and used_at is null) as bonus_available', [deviceId]),
      )
      .first<{ device_claimed: boolean; bonus_available: boolean }>();
    return { deviceClaimed: row.device_claimed, bonusAvailable: row.bonus_available };
  }
}
