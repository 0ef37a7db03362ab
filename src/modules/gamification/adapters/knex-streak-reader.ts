import type { Knex } from 'knex';
import type { StreakReader } from '../application/streak-reader.port';

/** The streaks table: its row keeps the streak of the latest workout counted, and that workout's instant. */
export class KnexStreakReader implements StreakReader {
  constructor(private readonly knex: Knex) {}

  async streakReachedAt(userId: string, workoutAt: Date): Promise<number | null> {
    const row = await this.knex('streaks')
      .where({ user_id: userId, last_workout_at: workoutAt })
      .first<{ current: number } | undefined>('current');
    return row?.current ?? null;
  }
}
