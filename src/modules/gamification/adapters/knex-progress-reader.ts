import type { Knex } from 'knex';
import type { Clock } from '../../../shared/kernel';
import type { ProgressReader, ProgressSummary } from '../application/progress-reader.port';
import { currentStreakAt } from '../domain/streak';

interface StreakRow {
  current: number;
  longest: number;
  last_active: string | null;
  last_workout_at: Date | null;
  last_time_zone: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * Reads the gamification tables; a user without rows gets zeros and empty
 * lists. The current streak is the stored one while a workout now would
 * still continue it, else 0 (`currentStreakAt`).
 */
export class KnexProgressReader implements ProgressReader {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  async summaryOf(userId: string): Promise<ProgressSummary> {
    const [points, streak, badges, stamps] = await Promise.all([
      this.knex('points').where({ user_id: userId }).first<{ total: number } | undefined>('total'),
      this.knex('streaks')
        .where({ user_id: userId })
        .first<StreakRow | undefined>(
          this.knex.raw(`current, longest, to_char(last_active, 'YYYY-MM-DD') as last_active, last_workout_at, last_time_zone`),
        ),
      this.knex('badges')
        .where({ user_id: userId })
        .orderBy('awarded_at', 'desc')
        .select<{ code: string; awarded_at: Date }[]>('code', 'awarded_at'),
      this.knex('passport_stamps')
        .where({ user_id: userId })
        .orderBy('first_visited_at', 'desc')
        .select<{ city: string; country: string; first_visited_at: Date; workouts: number }[]>(
          'city',
          'country',
          'first_visited_at',
          'workouts',
        ),
    ]);
    return {
      points: points?.total ?? 0,
      streak: {
        current: streak
          ? currentStreakAt(
              { current: streak.current, longest: streak.longest, lastActive: streak.last_active, lastWorkoutAt: streak.last_workout_at },
              this.clock.now(),
              streak.last_time_zone,
            )
          : 0,
        longest: streak?.longest ?? 0,
      },
      badges: badges.map((b) => ({ code: b.code, awardedAt: iso(b.awarded_at) })),
      passport: stamps.map((s) => ({ city: s.city, country: s.country, firstVisitedAt: iso(s.first_visited_at), workouts: s.workouts })),
    };
  }
}
