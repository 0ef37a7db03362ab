import type { Seed } from './seed';

/**
 * A few open group challenges so the challenges screen is not empty on a fresh
 * install. Fixed ids make the seed idempotent. A demo challenge whose end date
 * has passed is rolled forward (and set active again) on the next boot; one
 * still running is left untouched, so participants' progress is kept.
 */
export const DEMO_CHALLENGES = [
  {
    id: '6f1d0c52-4a43-4d8e-9d1f-0c0de0000001',
    title: 'Road Warrior Points Race',
    description: 'Earn 2,000 points before the month is out. Every workout on the road counts.',
    type: 'points_race',
    target_value: 2_000,
    city: null,
    country: null,
  },
  {
    id: '6f1d0c52-4a43-4d8e-9d1f-0c0de0000002',
    title: 'Seven-Day Streak Battle',
    description: 'Train every day for a week, wherever you wake up.',
    type: 'streak_battle',
    target_value: 7,
    city: null,
    country: null,
  },
  {
    id: '6f1d0c52-4a43-4d8e-9d1f-0c0de0000003',
    title: 'Conquer Madrid',
    description: 'Complete 5 workouts in Madrid and claim the city.',
    type: 'city_conquest',
    target_value: 5,
    city: 'Madrid',
    country: 'Spain',
  },
] as const;

const DEMO_DURATION_DAYS = 90;

export const demoChallengesSeed: Seed = {
  name: 'demo-challenges',
  async run(trx) {
    const rows = DEMO_CHALLENGES.map((challenge) => ({
      ...challenge,
      start_date: trx.raw(`now() - interval '1 day'`),
      end_date: trx.raw(`now() + make_interval(days => ?)`, [DEMO_DURATION_DAYS]),
      max_participants: 100,
      status: 'active',
      created_by: null,
    }));
    await trx('group_challenges')
      .insert(rows)
      .onConflict('id')
      .merge({
        start_date: trx.raw('excluded.start_date'),
        end_date: trx.raw('excluded.end_date'),
        status: 'active',
      })
      .where('group_challenges.end_date', '<', trx.fn.now());
  },
};
