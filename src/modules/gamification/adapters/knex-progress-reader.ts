import type { Knex } from 'knex';
import type { EarnedBadge } from '../../../../contracts/gamification';
import { byCodeUnits, placeId, type Clock } from '../../../shared/kernel';
import { rowsOf } from '../../../shared/database/statement';
import type { ProgressReader, ProgressSummary } from '../application/progress-reader.port';
import type { PassportCity, TravellerProgress } from '../application/ports/traveller-progress.port';
import { currentStreakAt } from '../domain/streak';

interface StreakRow {
  current: number;
  longest: number;
  last_active: string | null;
  last_workout_at: Date | null;
  last_time_zone: string | null;
}

const STREAK_COLUMNS = `streaks.current, streaks.longest, to_char(streaks.last_active, 'YYYY-MM-DD') as last_active,
  streaks.last_workout_at, streaks.last_time_zone`;

/** Both, for a user without rows too (shared/database/statement.ts). */
const POINTS_AND_STREAK = `select points.total, streaks.user_id is not null as has_streak, ${STREAK_COLUMNS}
  from (select $1::uuid as user_id) wanted
  left join points on points.user_id = wanted.user_id
  left join streaks on streaks.user_id = wanted.user_id`;

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * Reads the gamification tables; a user without rows gets zeros and empty
 * lists. The current streak is the stored one while a workout now would
 * still continue it, else 0 (`currentStreakAt`).
 */
export class KnexProgressReader implements ProgressReader, TravellerProgress {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  async summaryOf(userId: string): Promise<ProgressSummary> {
    const [points, streak, badges, passport] = await Promise.all([
      this.knex('points').where({ user_id: userId }).first<{ total: number } | undefined>('total'),
      this.streakOf(userId),
      this.badgesOf(userId),
      this.passportOf(userId),
    ]);
    return {
      points: points?.total ?? 0,
      streak,
      badges: badges.map(({ code, awardedAt }) => ({ code, awardedAt })),
      passport,
    };
  }

  async pointsAndStreakOf(userId: string): Promise<Pick<ProgressSummary, 'points' | 'streak'>> {
    // One round trip for both (the profile read asks it on every visit); a user without rows gets zeros.
    const [row] = await rowsOf<StreakRow & { total: number | null; has_streak: boolean }>(this.knex, POINTS_AND_STREAK, [userId]);
    return { points: row?.total ?? 0, streak: this.streakFrom(row?.has_streak ? row : undefined) };
  }

  async streakOf(userId: string): Promise<{ current: number; longest: number }> {
    const row = await this.knex('streaks').where({ user_id: userId }).first<StreakRow | undefined>(this.knex.raw(STREAK_COLUMNS));
    return this.streakFrom(row);
  }

  private streakFrom(row: StreakRow | undefined): { current: number; longest: number } {
    if (!row) return { current: 0, longest: 0 };
    const stored = { current: row.current, longest: row.longest, lastActive: row.last_active, lastWorkoutAt: row.last_workout_at };
    return { current: currentStreakAt(stored, this.clock.now(), row.last_time_zone), longest: row.longest };
  }

  async badgesOf(userId: string): Promise<EarnedBadge[]> {
    const rows = await this.knex('badges')
      .where({ user_id: userId })
      .orderBy([{ column: 'awarded_at', order: 'desc' }, { column: 'code' }])
      .select<{ id: string; code: string; awarded_at: Date }[]>('id', 'code', 'awarded_at');
    return rows.map((row) => ({ id: row.id, code: row.code, awardedAt: iso(row.awarded_at) }));
  }

  /**
   * One city per place key, however it was written, with its first spelling:
   * grouped here with the domain's key, as rows stored before place keys
   * (migration 202611260900) carry a plainer one.
   */
  async passportOf(userId: string): Promise<PassportCity[]> {
    const rows = await this.knex('passport_stamps')
      .where({ user_id: userId })
      .orderBy([{ column: 'first_visited_at' }, { column: 'id' }])
      .select<{ city: string; country: string; first_visited_at: Date; workouts: number }[]>(
        'city',
        'country',
        'first_visited_at',
        'workouts',
      );
    const cities = new Map<string, PassportCity>();
    for (const row of rows) {
      const key = placeId(row);
      const seen = cities.get(key);
      if (seen) seen.workouts += row.workouts;
      else cities.set(key, { city: row.city, country: row.country, firstVisitedAt: iso(row.first_visited_at), workouts: row.workouts });
    }
    return [...cities.values()].sort((a, b) => b.firstVisitedAt.localeCompare(a.firstVisitedAt) || byCodeUnits(a.city, b.city));
  }
}
