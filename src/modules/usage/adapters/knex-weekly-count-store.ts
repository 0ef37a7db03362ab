import type { Knex } from 'knex';
import type { WeeklyCountStore } from '../application/ports/weekly-count-store.port';
import type { WeeklyCount } from '../domain/allowance';

interface CountRow {
  workout_count: number;
  week_start: string;
}

const toCount = (row: CountRow): WeeklyCount => ({ workoutCount: row.workout_count, weekStart: row.week_start });

/**
 * `usage`, one row per user (SECURITY.md "database": quotas change by single
 * guarded statements). `week_start` is a date (read back as `YYYY-MM-DD`).
 */
export class KnexWeeklyCountStore implements WeeklyCountStore {
  constructor(private readonly knex: Knex) {}

  async countOf(userId: string): Promise<WeeklyCount | undefined> {
    const row = await this.knex('usage').where({ user_id: userId }).first<CountRow | undefined>('workout_count', 'week_start');
    return row ? toCount(row) : undefined;
  }

  /**
   * One statement: insert the first use, or add one to this week's count while
   * it is under the limit, or start again at 1 when the stored week is older.
   * PostgreSQL takes the row lock and re-checks the WHERE on the latest row, so
   * of N parallel calls exactly `limit − count` succeed. A stored week newer
   * than ours (another server's clock) is kept and counted against.
   */
  async spend(userId: string, weekStart: string, limit: number, now: Date): Promise<WeeklyCount | undefined> {
    const result = await this.knex.raw<{ rows: CountRow[] }>(
      `insert into usage as u (user_id, workout_count, week_start, last_workout_at, last_reset_at)
       values (:userId, 1, :weekStart, :now, :now)
       on conflict (user_id) do update set
         workout_count = case when u.week_start < excluded.week_start then 1 else u.workout_count + 1 end,
         last_reset_at = case when u.week_start < excluded.week_start then excluded.last_reset_at else u.last_reset_at end,
         week_start = greatest(u.week_start, excluded.week_start),
         last_workout_at = excluded.last_workout_at
       where u.week_start < excluded.week_start or u.workout_count < :limit
       returning workout_count, week_start::text as week_start`,
      { userId, weekStart, now, limit },
    );
    const row = result.rows[0];
    return row ? toCount(row) : undefined;
  }

  async rollOver(userId: string, weekStart: string, now: Date): Promise<boolean> {
    const changed = await this.knex('usage')
      .where({ user_id: userId })
      .where('week_start', '<', weekStart)
      .update({ workout_count: 0, week_start: weekStart, last_reset_at: now });
    return changed > 0;
  }
}
