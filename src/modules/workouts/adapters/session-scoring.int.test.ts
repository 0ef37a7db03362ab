import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SessionCompleteBodySchema, type WorkoutPlace } from '../../../../contracts/workouts';
import { useTestDatabase } from '../../../app/database/testing/test-database';
import { placeId, type Clock, type DomainEvent, type EventBus } from '../../../shared/kernel';
import {
  advanceStreak,
  badgesReached,
  KnexSessionScoring,
  localDateOf,
  NO_STREAK,
  sessionCalories,
  sessionPoints,
  type StreakState,
} from '../../gamification';
import { CompleteSessionUseCase } from '../application/complete-session.use-case';
import { CompletionRecorder } from '../application/record-completion';
import { seededRandom, shuffled } from '../domain/seeded-random';
import { KnexCompletedWorkouts } from './knex-completed-workouts';
import { KnexUserProgress } from './knex-user-progress';

const db = useTestDatabase();

const TRAVELLERS = 100;
const COMPLETIONS = 1_000;
const RETRIES = 150;
const IN_FLIGHT = 50;

const ZONES = [null, 'UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const PLACES = [
  null,
  { city: 'São Paulo', country: 'Brasil' },
  { city: 'sao paulo', country: 'BRASIL' },
  { city: 'Lisbon', country: 'Portugal' },
  { city: 'Zürich', country: 'Switzerland' },
  { city: 'ZURICH', country: 'switzerland' },
  { city: 'Madrid', country: 'Spain' },
  { city: 'Tokyo', country: 'Japan' },
  { city: 'Paris', country: 'France' },
  { city: 'Paris', country: 'United States' },
  { city: 'Reykjavík', country: 'Iceland' },
  { city: 'Berlin', country: 'Germany' },
];
const CONTEXTS: WorkoutPlace[] = ['hotel_room', 'airport', 'in_transit', 'office', 'home', 'gym'];
const ENERGIES = ['low', 'normal', 'high'] as const;

/** Each reading of the clock is 12 minutes after the last: 1,150 readings span about ten days. */
class SteppingClock implements Clock {
  private readings = 0;
  now(): Date {
    this.readings += 1;
    return new Date(Date.UTC(2026, 10, 2) + this.readings * 12 * 60_000);
  }
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

interface SessionRow {
  id: string;
  user_id: string;
  duration_min: number;
  context: WorkoutPlace;
  energy: 'low' | 'normal' | 'high';
  city: string | null;
  country: string | null;
  timezone: string | null;
  score: number;
  calories: number;
  completed_at: Date;
}

interface CityTotals {
  points: number;
  workouts: number;
  airportWorkouts: number;
  lastActive: string;
}

/** A traveller's progress recomputed from their sessions, in time order, with the domain's rules. */
function recompute(sessions: SessionRow[], weightKg: number | null) {
  let streak: StreakState = NO_STREAK;
  let points = 0;
  let calories = 0;
  let hotel = 0;
  const scores = new Map<string, { score: number; calories: number }>();
  const cities = new Map<string, CityTotals>();
  for (const session of sessions) {
    streak = advanceStreak(streak, { at: session.completed_at, timeZone: session.timezone });
    const score = sessionPoints({ durationMin: session.duration_min, context: session.context, streakDay: streak.current });
    const burned = sessionCalories({ durationMin: session.duration_min, energy: session.energy, weightKg });
    scores.set(session.id, { score, calories: burned });
    points += score;
    calories += burned;
    if (session.context === 'hotel_room') hotel += 1;
    if (session.city !== null && session.country !== null) {
      const key = placeId({ city: session.city, country: session.country });
      const city = cities.get(key) ?? { points: 0, workouts: 0, airportWorkouts: 0, lastActive: '0000-00-00' };
      const date = localDateOf(session.completed_at, session.timezone);
      cities.set(key, {
        points: city.points + score,
        workouts: city.workouts + 1,
        airportWorkouts: city.airportWorkouts + (session.context === 'airport' ? 1 : 0),
        lastActive: date > city.lastActive ? date : city.lastActive,
      });
    }
  }
  const badges = badgesReached({
    workouts: sessions.length,
    streak_days: streak.longest,
    airports: [...cities.values()].filter((city) => city.airportWorkouts > 0).length,
    hotel_workouts: hotel,
    cities: cities.size,
    points,
    calories,
  });
  return { streak, points, calories, hotel, scores, cities, badges };
}

/**
 * Parallel completions for one traveller lose nothing (ADR 0033): 1,000
 * session completions from 100 travellers, 50 in flight, with 150 retries of
 * completions already sent racing them; then every total, streak, badge,
 * stamp and city row is checked against a recomputation from the recorded
 * sessions with the domain's own rules.
 */
describe('scoring completions in parallel', () => {
  it('keeps every traveller’s totals, streak, badges, passport and city rows equal to a recomputation', async () => {
    const random = seededRandom('session-scoring');
    const pick = <T>(items: readonly T[]): T => items[random.below(items.length)] as T;
    const travellers = Array.from({ length: TRAVELLERS }, (_, index) => ({
      id: randomUUID(),
      deviceId: `fc_${randomUUID().replaceAll('-', '')}`,
      // A third without a weight (70 kg), the rest 50–149 kg.
      weightKg: index % 3 === 0 ? null : 50 + index,
      // Some always train in their hotel room or at airports, so the badges of those come within reach.
      habit: index % 10 === 0 ? ('hotel_room' as const) : index % 10 === 1 ? ('airport' as const) : null,
    }));
    await db.knex('users').insert(travellers.map((t) => ({ id: t.id, device_id: t.deviceId, account_type: 'anonymous' })));
    const weights = new Map<string, number | null>(travellers.map((t) => [t.id, t.weightKg]));

    const completions = Array.from({ length: COMPLETIONS }, (_, index) => {
      const traveller = travellers[index % TRAVELLERS]!;
      const place = pick(PLACES);
      const timezone = pick(ZONES);
      return {
        userId: traveller.id,
        body: SessionCompleteBodySchema.parse({
          completionId: randomUUID(),
          durationMin: 5 + random.below(176),
          context: traveller.habit ?? pick(CONTEXTS),
          energy: pick(ENERGIES),
          ...(place ? place : {}),
          ...(timezone ? { timezone } : {}),
        }),
      };
    });
    const sent = shuffled([...completions, ...shuffled(completions, random).slice(0, RETRIES)], random);

    let committed = 0;
    const events: EventBus = {
      record: async (trx, _event: DomainEvent) => {
        void trx.executionPromise.then(
          () => (committed += 1),
          () => undefined,
        );
      },
      subscribe: () => undefined,
    };
    const sessions = new KnexCompletedWorkouts(
      db.knex,
      events,
      new KnexSessionScoring(),
      new SteppingClock(),
      new KnexUserProgress(db.knex),
    );
    const useCase = new CompleteSessionUseCase(new CompletionRecorder(sessions, { weightKgOf: async (id) => weights.get(id) ?? null }));

    const replies: { replayed: boolean; sessionId: string; completionId: string }[] = [];
    await inParallel(sent, IN_FLIGHT, async (completion) => {
      const reply = await useCase.execute(completion);
      replies.push({ replayed: reply.replayed, sessionId: reply.session.id, completionId: completion.body.completionId! });
    });

    // Retries counted once: one session per completion, each answered with the same session.
    expect(replies).toHaveLength(COMPLETIONS + RETRIES);
    expect(replies.filter((reply) => reply.replayed)).toHaveLength(RETRIES);
    const sessionOf = new Map<string, string>();
    for (const reply of replies) {
      expect(sessionOf.get(reply.completionId) ?? reply.sessionId).toBe(reply.sessionId);
      sessionOf.set(reply.completionId, reply.sessionId);
    }
    const rows: SessionRow[] = await db
      .knex('workout_sessions')
      .orderBy([{ column: 'user_id' }, { column: 'completed_at' }])
      .select('id', 'user_id', 'duration_min', 'context', 'energy', 'city', 'country', 'timezone', 'score', 'calories', 'completed_at');
    expect(rows).toHaveLength(COMPLETIONS);
    expect(committed).toBe(COMPLETIONS);

    const [points, streaks, badges, stamps, cityRows, counters] = await Promise.all([
      db.knex('points').select<{ user_id: string; total: number }[]>('user_id', 'total'),
      db
        .knex('streaks')
        .select<{ user_id: string; current: number; longest: number; last_active: string }[]>(
          'user_id',
          'current',
          'longest',
          db.knex.raw(`to_char(last_active, 'YYYY-MM-DD') as last_active`),
        ),
      db.knex('badges').select<{ user_id: string; code: string }[]>('user_id', 'code'),
      db
        .knex('passport_stamps')
        .select<{ user_id: string; city: string; country: string; workouts: number; airport_workouts: number }[]>(
          'user_id',
          'city',
          'country',
          'workouts',
          'airport_workouts',
        ),
      db.knex('city_leaderboards').select<
        {
          user_id: string;
          city: string;
          country: string;
          total_points: number;
          total_workouts: number;
          current_streak: number;
          last_active_date: string;
        }[]
      >('user_id', 'city', 'country', 'total_points', 'total_workouts', 'current_streak', db.knex.raw(`to_char(last_active_date, 'YYYY-MM-DD') as last_active_date`)),
      db
        .knex('progress_counters')
        .select<{ user_id: string; workouts: number; hotel_workouts: number; calories: number }[]>(
          'user_id',
          'workouts',
          'hotel_workouts',
          'calories',
        ),
    ]);
    const of = <R extends { user_id: string }>(list: R[], userId: string) => list.filter((row) => row.user_id === userId);

    const awarded = new Set<string>();
    for (const traveller of travellers) {
      const mine = rows.filter((row) => row.user_id === traveller.id);
      const expected = recompute(mine, traveller.weightKg);
      for (const session of mine) expect({ score: session.score, calories: session.calories }).toEqual(expected.scores.get(session.id));
      expect(of(points, traveller.id)).toEqual([{ user_id: traveller.id, total: expected.points }]);
      expect(of(streaks, traveller.id)).toEqual([
        {
          user_id: traveller.id,
          current: expected.streak.current,
          longest: expected.streak.longest,
          last_active: expected.streak.lastActive,
        },
      ]);
      expect(of(counters, traveller.id)).toEqual([
        { user_id: traveller.id, workouts: mine.length, hotel_workouts: expected.hotel, calories: expected.calories },
      ]);
      expect(
        of(badges, traveller.id)
          .map((badge) => badge.code)
          .sort(),
      ).toEqual([...expected.badges].sort());
      expected.badges.forEach((code) => awarded.add(code));

      const myStamps = of(stamps, traveller.id);
      expect(myStamps).toHaveLength(expected.cities.size);
      for (const stamp of myStamps) {
        const city = expected.cities.get(placeId(stamp))!;
        expect({ workouts: stamp.workouts, airport: stamp.airport_workouts }).toEqual({
          workouts: city.workouts,
          airport: city.airportWorkouts,
        });
      }
      const myCityRows = of(cityRows, traveller.id);
      expect(myCityRows).toHaveLength(expected.cities.size);
      for (const row of myCityRows) {
        const city = expected.cities.get(placeId(row))!;
        expect(row).toMatchObject({
          total_points: city.points,
          total_workouts: city.workouts,
          current_streak: expected.streak.current,
          last_active_date: city.lastActive,
        });
      }
    }
    // The run reaches the badges it is built to reach, so the comparison above is not of empty sets.
    expect([...awarded].sort()).toEqual(
      expect.arrayContaining([
        'CALORIE_CRUSHER',
        'CITY_EXPLORER',
        'FIRST_WORKOUT',
        'GATE_WARRIOR',
        'HOTEL_HERO',
        'POINTS_1000',
        'POINTS_5000',
      ]),
    );
  });
});
