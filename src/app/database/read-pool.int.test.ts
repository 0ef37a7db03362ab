import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAnalyticsReplySchema } from '../../../contracts/analytics';
import { LeaderboardReplySchema, TopCitiesReplySchema } from '../../../contracts/gamification';
import { backgroundWorkDone } from '../testing/background-work';
import { registration } from '../testing/builders';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { READ_POOL_NAME } from './database';
import { useTestDatabase } from './testing/test-database';

/**
 * DATABASE_READ_URL (docs/adr/0050): the leaderboards, top cities and the
 * administrators' analytics report read through a second pool. Here it points
 * at the test database as a replica would serve it: the same data, every
 * write refused, so a write sent through the read pool would fail the test.
 */
const db = useTestDatabase();
const ADMIN = `admin.${randomUUID().slice(0, 8)}@example.com`;
let app: HttpTestApp;

beforeAll(async () => {
  const replica = new URL(db.url);
  replica.searchParams.set('options', '-c default_transaction_read_only=on');
  app = await startHttpTestApp(db.url, { env: { DATABASE_READ_URL: replica.toString(), ADMIN_EMAILS: ADMIN } });
});
afterAll(async () => {
  await app?.stop();
});

/** The last statement of each of the read pool's connections to this test's database. */
async function readPoolStatements(): Promise<string[]> {
  const { rows } = await db.knex.raw<{ rows: { query: string }[] }>(
    'select query from pg_stat_activity where datname = ? and application_name = ?',
    [db.name, READ_POOL_NAME],
  );
  return rows.map((row) => row.query);
}

describe('DATABASE_READ_URL', () => {
  it('serves the leaderboard, top cities and the analytics report through the read pool, and writes through the other', async () => {
    const maya = await app.call('/api/auth/register', { method: 'POST', body: registration() });
    expect(maya.status).toBe(201);
    const token = maya.body.token as string;
    const completed = await app.call('/api/workout/complete', {
      method: 'POST',
      token,
      body: {
        completionId: randomUUID(),
        name: '10-Minute Hotel Room Full Body Workout',
        durationMin: 10,
        context: 'hotel_room',
        setsDone: 9,
        setsPlanned: 9,
        city: 'Lisbon',
        country: 'Portugal',
      },
    });
    expect(completed.status, completed.text).toBe(200);
    await backgroundWorkDone(db.knex, 'workouts.');

    const leaderboard = LeaderboardReplySchema.parse((await app.call('/api/leaderboard', { token })).body);
    expect(leaderboard.me?.total).toBeGreaterThan(0);
    expect(await readPoolStatements()).toEqual(expect.arrayContaining([expect.stringMatching(/from points/)]));

    const topCities = TopCitiesReplySchema.parse((await app.call('/api/top-cities')).body);
    expect(topCities.cities).toEqual(expect.arrayContaining([expect.objectContaining({ city: 'Lisbon', country: 'Portugal' })]));
    expect(await readPoolStatements()).toEqual(expect.arrayContaining([expect.stringMatching(/from city_activity/)]));

    const admin = await app.call('/api/auth/register', { method: 'POST', body: registration({ email: ADMIN }) });
    const report = await app.call('/api/admin/analytics', { token: admin.body.token as string });
    expect(report.status, report.text).toBe(200);
    AdminAnalyticsReplySchema.parse(report.body);
    expect(await readPoolStatements()).toEqual(expect.arrayContaining([expect.stringMatching(/analytics_events/)]));
  });
});
