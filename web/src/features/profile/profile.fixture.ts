import type { ProfileReply, User } from '../../../../contracts/accounts';
import { ScreenEnvelopeSchema, type ScreenEnvelope } from '../../../../contracts/sdui/envelope.schema';
import newcomerGolden from '../../../../contracts/sdui/golden/profile-newcomer.en.json';
import seasonedGolden from '../../../../contracts/sdui/golden/profile-seasoned.en.json';

/** A user as `GET /api/profile` answers, with overrides. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    username: 'maya_travels',
    email: 'maya@example.com',
    name: 'Maya Lopez',
    age: 34,
    heightCm: 170,
    weightKg: 70,
    fitnessGoal: 'endurance',
    avatarUrl: null,
    gender: 'female',
    unitSystem: 'metric',
    accountType: 'registered',
    subscriptionStatus: 'none',
    trialEndsAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function profileFixture(overrides: Partial<User> = {}): ProfileReply {
  return { ...userFixture(overrides), points: 1240, streak: { current: 4, longest: 9 }, recentSessions: [] };
}

/** The Overview of a traveller with a workout, a badge and a stamp, as the server composes it (`npm run sdui:golden`). */
export const overviewFixture: ScreenEnvelope = ScreenEnvelopeSchema.parse(seasonedGolden);

/** The Overview of a traveller who has not trained yet: the lists are empty states. */
export const newcomerOverviewFixture: ScreenEnvelope = ScreenEnvelopeSchema.parse(newcomerGolden);
