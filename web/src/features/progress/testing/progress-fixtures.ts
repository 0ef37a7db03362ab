import {
  AnalyticsStatsSchema,
  CityLeaderboardReplySchema,
  HistoryReplySchema,
  LeaderboardReplySchema,
  TopCitiesReplySchema,
  type AnalyticsStats,
  type HistoryReply,
  type LeaderboardReply,
} from '../../../../../contracts/gamification/progress.schemas';
import type { CityLeaderboardReply, TopCitiesReply } from '../api/progress.api';

/**
 * Replies of the progress calls as the contract shapes them (each fixture is
 * parsed by the contract's schema, so a change of shape breaks these tests).
 */

const traveller = (tail: string, you = false) => ({ userId: `0000000-0000-4000-8000-00000000${tail}`, label: `Traveler-${tail}`, you });

export function leaderboardFixture(overrides: Partial<LeaderboardReply> = {}): LeaderboardReply {
  return LeaderboardReplySchema.parse({
    leaderboard: [
      { ...traveller('a1b2'), total: 5400, rank: 1 },
      { ...traveller('c3d4'), total: 4200, rank: 2 },
      { ...traveller('e5f6', true), total: 3900, rank: 3 },
      { ...traveller('0789'), total: 1200, rank: 4 },
      { ...traveller('0abc'), total: 1200, rank: 4 },
    ],
    me: { userId: traveller('e5f6').userId, label: 'Traveler-e5f6', total: 3900, rank: 3 },
    ...overrides,
  });
}

export function topCitiesFixture(overrides: Partial<TopCitiesReply> = {}): TopCitiesReply {
  return TopCitiesReplySchema.parse({
    cities: [
      { city: 'Madrid', country: 'Spain', totalParticipants: 42, topScore: 3200 },
      { city: 'Singapore', country: 'Singapore', totalParticipants: 1, topScore: 450 },
    ],
    ...overrides,
  });
}

export function cityLeaderboardFixture(overrides: Partial<CityLeaderboardReply> = {}): CityLeaderboardReply {
  return CityLeaderboardReplySchema.parse({
    city: 'Madrid',
    country: 'Spain',
    leaderboard: [
      { ...traveller('a1b2'), rank: 1, totalPoints: 3200, totalWorkouts: 14, currentStreak: 5, lastActiveDate: '2026-11-20' },
      { ...traveller('c3d4', true), rank: 2, totalPoints: 1800, totalWorkouts: 9, currentStreak: 1, lastActiveDate: '2026-11-19' },
      { ...traveller('e5f6'), rank: 3, totalPoints: 900, totalWorkouts: 4, currentStreak: 0, lastActiveDate: null },
      { ...traveller('0789'), rank: 4, totalPoints: 300, totalWorkouts: 1, currentStreak: 0, lastActiveDate: '2026-10-02' },
    ],
    ...overrides,
  });
}

const workout = (id: string, name: string, context: string, score: number, completedAt: string) => ({
  id: `6f1c2d3e-4b5a-4c6d-8e7f-00000000000${id}`,
  name,
  durationMin: 20,
  context,
  city: 'Madrid',
  country: 'Spain',
  score,
  completedAt,
});

export const recentWorkouts = [
  workout('1', 'Gate stretch', 'airport', 240, '2026-11-20T08:00:00.000Z'),
  workout('2', 'Hotel full body', 'hotel_room', 200, '2026-11-19T07:30:00.000Z'),
];

export function analyticsFixture(overrides: Partial<AnalyticsStats> = {}): AnalyticsStats {
  return AnalyticsStatsSchema.parse({
    totalWorkouts: 12,
    totalMinutes: 245,
    totalCalories: 1430,
    streak: { current: 1, longest: 6 },
    workoutsByType: { hotel_room: 7, airport: 4, office: 1 },
    locations: [
      { city: 'Madrid', country: 'Spain', workouts: 5 },
      { city: 'Lisbon', country: 'Portugal', workouts: 3 },
      { city: 'Paris', country: 'France', workouts: 1 },
      { city: 'Berlin', country: 'Germany', workouts: 1 },
      { city: 'Rome', country: 'Italy', workouts: 1 },
      { city: 'Dublin', country: 'Ireland', workouts: 1 },
    ],
    badges: [
      { code: 'FIRST_WORKOUT', awardedAt: '2026-11-01T08:00:00.000Z' },
      { code: 'MOON_LANDING', awardedAt: '2026-11-10T08:00:00.000Z' },
    ],
    recentWorkouts,
    ...overrides,
  });
}

export function historyFixture(overrides: Partial<HistoryReply> = {}): HistoryReply {
  return HistoryReplySchema.parse({
    totalWorkouts: 12,
    thisWeek: 3,
    totalMinutes: 245,
    currentStreak: 3,
    recent: recentWorkouts,
    ...overrides,
  });
}
