import type { ProfileReply, User } from '../../../../contracts/accounts';
import type { ScreenEnvelope } from '../../../../contracts/sdui/envelope.schema';

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

/** The Overview of a traveller with a workout, a badge and a stamp. */
export const overviewFixture: ScreenEnvelope = {
  protocol: 1,
  screen: {
    id: 'profile',
    title: 'Your profile — TravelFit',
    sections: [
      {
        id: 'start',
        blocks: [
          {
            id: 'start-workout',
            type: 'action-banner',
            v: 1,
            props: {
              icon: 'bolt',
              title: 'Ready for a quick session?',
              body: "Tell us where you are and how long you have: we'll build a workout that fits.",
              action: { label: 'Start a workout', emphasis: 'primary', action: { type: 'nav.open', to: '/app' } },
            },
          },
        ],
      },
      {
        id: 'stats',
        blocks: [
          {
            id: 'stats',
            type: 'stat-tiles',
            v: 1,
            props: {
              title: 'Your progress',
              tiles: [
                { icon: 'sparkles', label: 'Total points', value: '1,240' },
                { icon: 'bolt', label: 'Day streak', value: '4', hint: 'Best: 9 days' },
                { icon: 'globe', label: 'Cities visited', value: '2' },
              ],
            },
          },
        ],
      },
      {
        id: 'recent-workouts',
        blocks: [
          {
            id: 'recent-workouts',
            type: 'workout-list',
            v: 1,
            props: {
              title: 'Recent workouts',
              items: [
                {
                  id: 'a0000000-0000-4000-8000-000000000001',
                  title: 'Gate stretch',
                  context: 'Airport',
                  city: 'Lisbon',
                  points: '+120 points',
                  completedAt: '2026-11-20T12:00:00.000Z',
                },
              ],
            },
          },
        ],
      },
      {
        id: 'achievements',
        blocks: [
          {
            id: 'achievements',
            type: 'badge-grid',
            v: 1,
            props: {
              title: 'Achievements',
              summary: '1 badge earned',
              badges: [
                { code: 'FIRST_WORKOUT', icon: 'check', name: 'First Flight', description: 'Your first completed workout', awardedAt: '2026-11-18T12:00:00.000Z' },
              ],
            },
          },
        ],
      },
      {
        id: 'passport',
        blocks: [
          {
            id: 'passport',
            type: 'passport-grid',
            v: 1,
            props: {
              title: 'Passport',
              summary: '1 city stamped',
              stamps: [{ city: 'Lisbon', country: 'PT', workouts: '1 workout', firstVisitedAt: '2026-11-20T12:00:00.000Z' }],
            },
          },
        ],
      },
    ],
  },
  meta: { generatedAt: '2026-11-21T08:00:00.000Z', locale: 'en' },
};

/** The Overview of a traveller who has not trained yet: the lists are empty states. */
export const newcomerOverviewFixture: ScreenEnvelope = {
  ...overviewFixture,
  screen: {
    ...overviewFixture.screen,
    sections: [
      ...overviewFixture.screen.sections.filter((s) => s.id === 'start' || s.id === 'stats'),
      {
        id: 'recent-workouts',
        blocks: [
          {
            id: 'recent-workouts',
            type: 'empty-state',
            v: 1,
            props: {
              heading: 'Recent workouts',
              icon: 'clock',
              title: 'No workouts yet',
              body: 'Your first one takes 10 minutes, no equipment needed.',
              action: { label: 'Start your first workout', emphasis: 'primary', action: { type: 'nav.open', to: '/app' } },
            },
          },
        ],
      },
    ],
  },
};
