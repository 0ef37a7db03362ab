import type { AuthSuccess, User } from '../../../../../contracts/accounts';

/** A registered user as the server describes it; override what a test cares about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    username: 'maya_travels',
    email: 'maya@example.com',
    name: 'Maya',
    age: 34,
    heightCm: 168,
    weightKg: 61,
    fitnessGoal: 'endurance',
    avatarUrl: null,
    gender: 'female',
    unitSystem: 'metric',
    accountType: 'registered',
    subscriptionStatus: 'none',
    trialEndsAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export const A_TOKEN = 't'.repeat(43);

export function anAuthReply(overrides: Partial<User> = {}): AuthSuccess {
  return { success: true, token: A_TOKEN, user: aUser(overrides) };
}
