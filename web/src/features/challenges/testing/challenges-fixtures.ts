import {
  ChallengeSchema,
  UserChallengeSchema,
  type Challenge,
  type UserChallenge,
} from '../../../../../contracts/community/challenges.schemas';

/**
 * Challenges as the contract shapes them (each fixture is parsed by the
 * contract's schema, so a change of shape breaks these tests).
 */

export const RACE_ID = '6f1d0c52-4a43-4d8e-9d1f-0c0de0000001';
export const BATTLE_ID = '6f1d0c52-4a43-4d8e-9d1f-0c0de0000002';

export function challengeFixture(overrides: Partial<Challenge> = {}): Challenge {
  return ChallengeSchema.parse({
    id: RACE_ID,
    title: 'Weekly Points Race · Dec 7 – 13',
    description: 'Earn 1,000 points this week.',
    type: 'points_race',
    targetValue: 1000,
    startDate: '2026-12-07T00:00:00.000Z',
    endDate: '2026-12-14T00:00:00.000Z',
    maxParticipants: 100,
    participantCount: 23,
    city: null,
    country: null,
    status: 'active',
    ...overrides,
  });
}

export const battleFixture = (overrides: Partial<Challenge> = {}): Challenge =>
  challengeFixture({
    id: BATTLE_ID,
    title: 'Streak Battle · December 2026',
    description: 'Train 10 days in a row.',
    type: 'streak_battle',
    targetValue: 10,
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2027-01-01T00:00:00.000Z',
    participantCount: 7,
    ...overrides,
  });

export function standingFixture(challenge: Challenge, overrides: Partial<UserChallenge> = {}): UserChallenge {
  return UserChallengeSchema.parse({
    ...challenge,
    currentProgress: 330,
    rank: 2,
    joinedAt: '2026-12-08T09:00:00.000Z',
    completedAt: null,
    ...overrides,
  });
}
