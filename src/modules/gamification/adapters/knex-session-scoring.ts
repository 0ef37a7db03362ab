import type { Knex } from 'knex';
import type { BadgeCode } from '../../../../contracts/gamification';
import type { ProgressStanding, ScorableSession, SessionScore, SessionScoring } from '../../workouts';
import { badgesReached } from '../domain/badges';
import { sessionCalories } from '../domain/calories';
import { placeKey } from '../../../shared/kernel';
import { sessionPoints } from '../domain/points';
import { advanceStreak, localDateOf, NO_STREAK, type StreakState } from '../domain/streak';

interface StreakRow {
  current: number;
  longest: number;
  last_active: string | null;
  last_workout_at: Date | null;
}

interface CountersRow {
  workouts: number;
  hotel_workouts: number;
  calories: number;
}

const streakOf = (row: StreakRow | undefined): StreakState =>
  row ? { current: row.current, longest: row.longest, lastActive: row.last_active, lastWorkoutAt: row.last_workout_at } : NO_STREAK;

/**
 * Gamification's side of a completed session, written in the transaction the
 * workouts module lends it (ADR 0033). The rules are the domain's; this only
 * loads, adds up and stores:
 *
 * 1. `progress_counters` (workouts, hotel-room workouts, calories), upserted
 *    first: its row lock serialises everything below for this traveller;
 * 2. the streak (`advanceStreak`; an in-flight routine counts on its flight
 *    day, ADR 0043), then the session's points (`sessionPoints`, with the
 *    streak day after this session: the usual rules, no bonus for the credit)
 *    and the total;
 * 3. with a place: the passport stamp and the city leaderboard row, one per
 *    place key ("São Paulo" = "sao paulo"; the first spelling is kept); with
 *    or without one, the traveller's current streak on every city row of theirs;
 * 4. every badge the totals reach, inserted once (`badges_user_code_unique`).
 */
export class KnexSessionScoring implements SessionScoring {
  async score(trx: Knex.Transaction, session: ScorableSession): Promise<SessionScore> {
    const userId = session.userId;
    const calories = sessionCalories(session);
    const hotel = session.context === 'hotel_room' ? 1 : 0;
    const [counters] = await trx('progress_counters')
      .insert({ user_id: userId, workouts: 1, hotel_workouts: hotel, calories })
      .onConflict('user_id')
      .merge({
        workouts: trx.raw('progress_counters.workouts + 1'),
        hotel_workouts: trx.raw('progress_counters.hotel_workouts + ?', [hotel]),
        calories: trx.raw('progress_counters.calories + ?', [calories]),
      })
      .returning<CountersRow[]>(['workouts', 'hotel_workouts', 'calories']);
    if (!counters) throw new Error('progress_counters: the upsert returned no row');

    const previous = await trx('streaks')
      .where({ user_id: userId })
      .forUpdate()
      .first<StreakRow | undefined>(trx.raw(`current, longest, to_char(last_active, 'YYYY-MM-DD') as last_active, last_workout_at`));
    const streak = advanceStreak(streakOf(previous), {
      at: session.completedAt,
      timeZone: session.timeZone,
      flightDay: session.flightDay,
    });
    const streakRow = {
      current: streak.current,
      longest: streak.longest,
      last_active: streak.lastActive,
      last_workout_at: streak.lastWorkoutAt,
      last_time_zone: session.timeZone,
    };
    await trx('streaks')
      .insert({ user_id: userId, ...streakRow })
      .onConflict('user_id')
      .merge();

    const score = sessionPoints({ durationMin: session.durationMin, context: session.context, streakDay: streak.current });
    const [points] = await trx('points')
      .insert({ user_id: userId, total: score })
      .onConflict('user_id')
      .merge({ total: trx.raw('points.total + ?', [score]) })
      .returning<{ total: number }[]>(['total']);
    if (!points) throw new Error('points: the upsert returned no row');

    if (session.place) await this.visit(trx, session, score, streak.current);
    // Every city row of the traveller shows their streak as it is after this session, wherever it was done.
    await trx('city_leaderboards').where({ user_id: userId }).update({ current_streak: streak.current });
    const places = await trx('passport_stamps')
      .where({ user_id: userId })
      .first<{ cities: number; airports: number }>(
        trx.raw('count(*)::int as cities, (count(*) filter (where airport_workouts > 0))::int as airports'),
      );

    const reached = badgesReached({
      workouts: counters.workouts,
      streak_days: streak.longest,
      airports: places.airports,
      hotel_workouts: counters.hotel_workouts,
      cities: places.cities,
      points: points.total,
      calories: counters.calories,
    });
    const awarded = await this.award(trx, userId, reached, session.completedAt);

    return {
      score,
      calories,
      points: { total: points.total },
      streak: { current: streak.current, longest: streak.longest },
      newBadges: reached.filter((code) => awarded.has(code)),
    };
  }

  async standingOf(trx: Knex.Transaction, userId: string): Promise<ProgressStanding> {
    const [points, streak] = await Promise.all([
      trx('points').where({ user_id: userId }).first<{ total: number } | undefined>('total'),
      trx('streaks').where({ user_id: userId }).first<{ current: number; longest: number } | undefined>('current', 'longest'),
    ]);
    return { points: { total: points?.total ?? 0 }, streak: { current: streak?.current ?? 0, longest: streak?.longest ?? 0 } };
  }

  /** The passport stamp and the city leaderboard row of the session's place. */
  private async visit(trx: Knex.Transaction, session: ScorableSession, score: number, currentStreak: number): Promise<void> {
    const place = session.place!;
    const { cityKey, countryKey } = placeKey(place);
    const key = { user_id: session.userId, city_key: cityKey, country_key: countryKey };
    const airport = session.context === 'airport' ? 1 : 0;
    await trx('passport_stamps')
      .insert({
        ...key,
        city: place.city,
        country: place.country,
        first_visited_at: session.completedAt,
        workouts: 1,
        airport_workouts: airport,
      })
      .onConflict(['user_id', 'city_key', 'country_key'])
      .merge({
        workouts: trx.raw('passport_stamps.workouts + 1'),
        airport_workouts: trx.raw('passport_stamps.airport_workouts + ?', [airport]),
      });
    const activeDate = localDateOf(session.completedAt, session.timeZone);
    await trx('city_leaderboards')
      .insert({
        ...key,
        city: place.city,
        country: place.country,
        total_points: score,
        total_workouts: 1,
        current_streak: currentStreak,
        last_active_date: activeDate,
      })
      .onConflict(['user_id', 'city_key', 'country_key'])
      .merge({
        total_points: trx.raw('city_leaderboards.total_points + ?', [score]),
        total_workouts: trx.raw('city_leaderboards.total_workouts + 1'),
        // Flying west can repeat a date: the last active date never goes back.
        last_active_date: trx.raw('greatest(city_leaderboards.last_active_date, excluded.last_active_date)'),
      });
  }

  /** Inserts the badges reached; answers the ones this call awarded (the others were already held). */
  private async award(trx: Knex.Transaction, userId: string, codes: BadgeCode[], at: Date): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const inserted = await trx('badges')
      .insert(codes.map((code) => ({ user_id: userId, code, awarded_at: at })))
      .onConflict(['user_id', 'code'])
      .ignore()
      .returning<{ code: string }[]>(['code']);
    return new Set(inserted.map((row) => row.code));
  }
}
