import type { Knex } from 'knex';
import type { ProgressReader, ProgressSummary } from '../application/progress-reader.port';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Reads the gamification tables; a user without rows gets zeros and empty lists. */
export class KnexProgressReader implements ProgressReader {
  constructor(private readonly knex: Knex) {}

  async summaryOf(userId: string): Promise<ProgressSummary> {
    const [points, streak, badges, stamps] = await Promise.all([
      this.knex('points').where({ user_id: userId }).first<{ total: number } | undefined>('total'),
      this.knex('streaks').where({ user_id: userId }).first<{ current: number; longest: number } | undefined>('current', 'longest'),
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
      streak: { current: streak?.current ?? 0, longest: streak?.longest ?? 0 },
      badges: badges.map((b) => ({ code: b.code, awardedAt: iso(b.awarded_at) })),
      passport: stamps.map((s) => ({ city: s.city, country: s.country, firstVisitedAt: iso(s.first_visited_at), workouts: s.workouts })),
    };
  }
}
