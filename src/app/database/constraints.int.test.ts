import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './testing/test-database';

const db = useTestDatabase();

interface PgError {
  code?: string;
  constraint?: string;
}

/** The insert/update must fail with this SQLSTATE (and constraint, when given). */
async function expectRejected(query: PromiseLike<unknown>, code: string, constraint?: string): Promise<void> {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (caught: unknown) => caught as PgError,
  );
  expect(error, 'the statement should have been rejected').toBeDefined();
  expect(error).toMatchObject(constraint ? { code, constraint } : { code });
}

const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
const CHECK = '23514';

function deviceId(): string {
  return `fc_${randomUUID().replaceAll('-', '')}`;
}

async function anonymousUser(fields: Record<string, unknown> = {}): Promise<string> {
  const [row] = await db
    .knex('users')
    .insert({ device_id: deviceId(), ...fields })
    .returning('id');
  return row.id as string;
}

async function registeredUser(email: string, fields: Record<string, unknown> = {}): Promise<string> {
  const [row] = await db
    .knex('users')
    .insert({ email, password_hash: 'argon2id$…', account_type: 'registered', ...fields })
    .returning('id');
  return row.id as string;
}

async function challenge(fields: Record<string, unknown> = {}): Promise<string> {
  const [row] = await db
    .knex('group_challenges')
    .insert({
      title: 'Test race',
      type: 'points_race',
      target_value: 100,
      start_date: db.knex.raw(`now()`),
      end_date: db.knex.raw(`now() + interval '7 days'`),
      ...fields,
    })
    .returning('id');
  return row.id as string;
}

async function team(createdBy: string): Promise<string> {
  const [row] = await db.knex('teams').insert({ name: 'Gate Runners', created_by: createdBy }).returning('id');
  return row.id as string;
}

describe('users', () => {
  it('get the spec defaults', async () => {
    const id = await anonymousUser();
    const user = await db.knex('users').where({ id }).first();
    expect(user).toMatchObject({
      unit_system: 'metric',
      account_type: 'anonymous',
      email: null,
      username: null,
      password_hash: null,
    });
    expect(user.created_at).toBeInstanceOf(Date);
  });

  it('have e-mails unique regardless of case', async () => {
    await registeredUser('Ana.Traveller@Example.com');
    await expectRejected(registeredUser('ana.traveller@example.COM'), UNIQUE, 'users_email_lower_unique');
  });

  it('have usernames unique regardless of case', async () => {
    await registeredUser('first@example.com', { username: 'Road_Warrior' });
    await expectRejected(registeredUser('second@example.com', { username: 'road_warrior' }), UNIQUE, 'users_username_lower_unique');
  });

  it('allow many anonymous users without e-mail or username, but one user per device', async () => {
    const device = deviceId();
    await db.knex('users').insert({ device_id: device });
    await anonymousUser();
    await expectRejected(db.knex('users').insert({ device_id: device }), UNIQUE, 'users_device_id_unique');
  });

  it('need credentials once registered, and a device while anonymous', async () => {
    await expectRejected(
      db.knex('users').insert({ email: 'nopass@example.com', account_type: 'registered' }),
      CHECK,
      'users_registered_has_credentials',
    );
    await expectRejected(db.knex('users').insert({}), CHECK, 'users_anonymous_has_device');
  });

  it('never store Pro: it is a registered account whose subscription gives access now', async () => {
    await expectRejected(registeredUser('pro@example.com', { account_type: 'pro' }), CHECK, 'users_account_type_valid');
  });

  it.each([
    ['age', 12, 'users_age_range'],
    ['age', 101, 'users_age_range'],
    ['height_cm', 49, 'users_height_cm_range'],
    ['height_cm', 301, 'users_height_cm_range'],
    ['weight_kg', 29.9, 'users_weight_kg_range'],
    ['weight_kg', 300.1, 'users_weight_kg_range'],
    ['gender', 'other', 'users_gender_valid'],
    ['unit_system', 'stone', 'users_unit_system_valid'],
    ['fitness_goal', 'bulking', 'users_fitness_goal_valid'],
    ['account_type', 'admin', 'users_account_type_valid'],
    ['username', 'ab', 'users_username_format'],
    ['username', 'has space', 'users_username_format'],
    ['device_id', 'short', 'users_device_id_format'],
  ])('reject %s = %j', async (column, value, constraint) => {
    const fields = column === 'device_id' ? { device_id: value } : { [column]: value };
    await expectRejected(db.knex('users').insert({ device_id: deviceId(), ...fields }), CHECK, constraint);
  });

  it('accept the edges of every range', async () => {
    await anonymousUser({ age: 13, height_cm: 50, weight_kg: 30, gender: 'non_binary', fitness_goal: 'flexibility' });
    const id = await anonymousUser({ age: 100, height_cm: 300, weight_kg: 300, unit_system: 'imperial' });
    const user = await db.knex('users').where({ id }).first();
    expect(user).toMatchObject({ age: 100, height_cm: 300, weight_kg: 300, unit_system: 'imperial' });
  });

  it('keep updated_at current', async () => {
    const id = await anonymousUser();
    await db
      .knex('users')
      .where({ id })
      .update({ updated_at: db.knex.raw(`now() - interval '1 day'`) });
    await db.knex('users').where({ id }).update({ name: 'Ana' });
    const { fresh } = await db.knex('users').where({ id }).first(db.knex.raw(`updated_at > now() - interval '1 minute' as fresh`));
    expect(fresh).toBe(true);
  });
});

describe('workout_sessions', () => {
  const validSession = async () => ({ user_id: await anonymousUser(), duration_min: 20, context: 'hotel room' });

  it.each([
    ['rpe', 0, 'workout_sessions_rpe_range'],
    ['rpe', 11, 'workout_sessions_rpe_range'],
    ['hr_avg', 39, 'workout_sessions_hr_avg_range'],
    ['hr_avg', 221, 'workout_sessions_hr_avg_range'],
    ['completion_rate', -1, 'workout_sessions_completion_rate_range'],
    ['completion_rate', 100.5, 'workout_sessions_completion_rate_range'],
    ['travel_delta_tz', -12.5, 'workout_sessions_travel_delta_tz_range'],
    ['travel_delta_tz', 13, 'workout_sessions_travel_delta_tz_range'],
    ['recovery_score', -1, 'workout_sessions_recovery_score_range'],
    ['recovery_score', 101, 'workout_sessions_recovery_score_range'],
    ['sleep_hours', -0.5, 'workout_sessions_sleep_hours_range'],
    ['sleep_hours', 24.5, 'workout_sessions_sleep_hours_range'],
    ['jet_lag', 0, 'workout_sessions_jet_lag_range'],
    ['jet_lag', 6, 'workout_sessions_jet_lag_range'],
  ])('reject %s = %j', async (column, value, constraint) => {
    await expectRejected(db.knex('workout_sessions').insert({ ...(await validSession()), [column]: value }), CHECK, constraint);
  });

  it('accept the edges of every range', async () => {
    const low = { rpe: 1, hr_avg: 40, completion_rate: 0, travel_delta_tz: -12, recovery_score: 0, sleep_hours: 0, jet_lag: 1 };
    const high = { rpe: 10, hr_avg: 220, completion_rate: 100, travel_delta_tz: 12, recovery_score: 100, sleep_hours: 24, jet_lag: 5 };
    await db.knex('workout_sessions').insert({ ...(await validSession()), ...low });
    const [row] = await db
      .knex('workout_sessions')
      .insert({ ...(await validSession()), ...high })
      .returning('*');
    expect(row).toMatchObject({ ...high, score: 0 });
    expect(row.completed_at).toBeInstanceOf(Date);
  });
});

describe('community and gamification uniqueness', () => {
  it('allows one participation per challenge and user', async () => {
    const userId = await anonymousUser();
    const challengeId = await challenge();
    await db.knex('challenge_participants').insert({ challenge_id: challengeId, user_id: userId });
    await expectRejected(
      db.knex('challenge_participants').insert({ challenge_id: challengeId, user_id: userId }),
      UNIQUE,
      'challenge_participants_challenge_user_unique',
    );
    // …but the same user may join another challenge.
    await db.knex('challenge_participants').insert({ challenge_id: await challenge(), user_id: userId });
  });

  it('allows one membership per team and user', async () => {
    const userId = await anonymousUser();
    const teamId = await team(userId);
    await db.knex('team_members').insert({ team_id: teamId, user_id: userId, role: 'admin' });
    await expectRejected(db.knex('team_members').insert({ team_id: teamId, user_id: userId }), UNIQUE, 'team_members_team_user_unique');
  });

  it('awards a badge once per user and only from the catalogue', async () => {
    const userId = await anonymousUser();
    await db.knex('badges').insert({ user_id: userId, code: 'FIRST_WORKOUT' });
    await expectRejected(db.knex('badges').insert({ user_id: userId, code: 'FIRST_WORKOUT' }), UNIQUE, 'badges_user_code_unique');
    await expectRejected(db.knex('badges').insert({ user_id: userId, code: 'NOT_A_BADGE' }), FOREIGN_KEY);
  });

  it('keeps one passport stamp and one city leaderboard row per user and city', async () => {
    const userId = await anonymousUser();
    const place = { user_id: userId, city: 'Madrid', country: 'Spain' };
    await db.knex('passport_stamps').insert(place);
    await db.knex('city_leaderboards').insert(place);
    await expectRejected(db.knex('passport_stamps').insert(place), UNIQUE, 'passport_stamps_user_city_country_unique');
    await expectRejected(db.knex('city_leaderboards').insert(place), UNIQUE, 'city_leaderboards_user_city_country_unique');
  });

  it('checks enumerations and defaults of challenges, teams and ugc', async () => {
    await expectRejected(challenge({ type: 'chess' }), CHECK, 'group_challenges_type_valid');
    await expectRejected(challenge({ status: 'paused' }), CHECK, 'group_challenges_status_valid');
    const challengeRow = await db
      .knex('group_challenges')
      .where({ id: await challenge() })
      .first();
    expect(challengeRow).toMatchObject({ status: 'active', max_participants: 100 });

    const userId = await anonymousUser();
    const teamRow = await db
      .knex('teams')
      .where({ id: await team(userId) })
      .first();
    expect(teamRow).toMatchObject({ emoji: '🏃', max_members: 10, current_members: 1, total_points: 0 });
    await expectRejected(
      db.knex('team_members').insert({ team_id: teamRow.id, user_id: userId, role: 'owner' }),
      CHECK,
      'team_members_role_valid',
    );

    const [ugc] = await db.knex('ugc').insert({ user_id: userId, title: 'Gate B12', media_url: '/m/x.jpg' }).returning('*');
    expect(ugc.status).toBe('pending');
    await expectRejected(db.knex('ugc').where({ id: ugc.id }).update({ status: 'viral' }), CHECK, 'ugc_status_valid');
  });

  it('keeps waitlist e-mails unique regardless of case', async () => {
    await db.knex('waitlist_entries').insert({ email: 'Guide@Example.com' });
    await expectRejected(db.knex('waitlist_entries').insert({ email: 'guide@example.com' }), UNIQUE, 'waitlist_entries_email_lower_unique');
  });
});

describe('deleting a user', () => {
  it('removes everything that is theirs and keeps what others share', async () => {
    const userId = await registeredUser('leaving@example.com');
    const otherId = await anonymousUser();
    const challengeId = await challenge({ created_by: userId });
    const teamId = await team(userId);
    await db.knex('auth_sessions').insert({
      user_id: userId,
      token_hash: 'h1',
      expires_at: db.knex.raw(`now() + interval '30 days'`),
    });
    await db.knex('password_reset_tokens').insert({
      user_id: userId,
      token_hash: 'r1',
      expires_at: db.knex.raw(`now() + interval '30 minutes'`),
    });
    await db.knex('points').insert({ user_id: userId, total: 120 });
    await db.knex('streaks').insert({ user_id: userId, current: 2, longest: 3 });
    await db.knex('usage').insert({ user_id: userId });
    await db.knex('badges').insert({ user_id: userId, code: 'FIRST_WORKOUT' });
    await db.knex('workout_sessions').insert({ user_id: userId, duration_min: 10 });
    await db.knex('challenge_participants').insert([
      { challenge_id: challengeId, user_id: userId },
      { challenge_id: challengeId, user_id: otherId },
    ]);
    await db.knex('team_members').insert({ team_id: teamId, user_id: userId, role: 'admin' });
    await db.knex('analytics_events').insert({ event_name: 'page_view', user_id: userId });

    await db.knex('users').where({ id: userId }).delete();

    for (const table of [
      'auth_sessions',
      'password_reset_tokens',
      'points',
      'streaks',
      'usage',
      'badges',
      'workout_sessions',
      'challenge_participants',
      'team_members',
    ]) {
      const { count } = (await db.knex(table).where({ user_id: userId }).count({ count: '*' }).first())!;
      expect(count, table).toBe(0);
    }
    expect(await db.knex('challenge_participants').where({ user_id: otherId }).count({ count: '*' }).first()).toEqual({
      count: 1,
    });
    expect(await db.knex('group_challenges').where({ id: challengeId }).first()).toMatchObject({ created_by: null });
    expect(await db.knex('teams').where({ id: teamId }).first()).toMatchObject({ created_by: null });
    expect(await db.knex('analytics_events').where({ event_name: 'page_view' }).first()).toMatchObject({ user_id: null });
  });
});
