import { describe, expect, it } from 'vitest';
import { migratorConfig, MIGRATIONS } from './migration-source';
import { rollbackAll } from './migrate';
import { useTestDatabase } from './testing/test-database';

const db = useTestDatabase();

const EXPECTED_TABLES = [
  'analytics_events',
  'auth_sessions',
  'badge_definitions',
  'badges',
  'bonus_grants',
  'challenge_activity',
  'challenge_participants',
  'city_activity',
  'city_leaderboards',
  'city_place_names',
  'counted_plans',
  'exercise_aliases',
  'exercise_media',
  'exercises',
  'free_workout_claims',
  'group_challenges',
  'idempotency_keys',
  'known_devices',
  'local_billing_checkouts',
  'local_billing_subscriptions',
  'passport_stamps',
  'password_reset_tokens',
  'payment_method_cache',
  'plan_calendar_feeds',
  'plan_preferences',
  'points',
  'points_histogram',
  'processed_webhook_events',
  'progress_counters',
  'rate_limit_hits',
  'spotlight',
  'streaks',
  'subscriber_locales',
  'subscriptions',
  'team_members',
  'team_point_credits',
  'teams',
  'travel_plans',
  'trial_reminders',
  'trips',
  'ugc',
  'usage',
  'user_progress',
  'users',
  'waitlist_entries',
  'workout_generations',
  'workout_sessions',
];

async function appTables(): Promise<string[]> {
  const rows: { table_name: string }[] = await db
    .knex('information_schema.tables')
    .select('table_name')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .whereNotIn('table_name', ['knex_migrations', 'knex_migrations_lock'])
    .orderBy('table_name');
  return rows.map((row) => row.table_name);
}

async function indexNames(): Promise<string[]> {
  const rows: { indexname: string }[] = await db.knex('pg_indexes').select('indexname').where({ schemaname: 'public' });
  return rows.map((row) => row.indexname);
}

describe('migrations', () => {
  it('create every entity of both specs, with every migration recorded', async () => {
    expect(await appTables()).toEqual(EXPECTED_TABLES);
    const recorded: { name: string }[] = await db.knex('knex_migrations').select('name').orderBy('id');
    expect(recorded.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('create the indexes the reads need', async () => {
    expect(await indexNames()).toEqual(
      expect.arrayContaining([
        'points_total_desc_index',
        'city_leaderboards_city_points_index',
        'city_leaderboards_place_key_points_index',
        'workout_sessions_user_completed_index',
        'challenge_participants_user_id_index',
        'challenge_activity_user_time_index',
        'group_challenges_recurrence_period_unique',
        'team_members_user_id_index',
        'team_point_credits_member_earned_index',
        'trips_user_return_index',
        'analytics_events_name_time_index',
        'analytics_events_landing_index',
        'auth_sessions_user_id_index',
        'users_email_lower_unique',
        'users_username_lower_unique',
        'waitlist_entries_email_lower_unique',
        'subscriptions_trial_end_trialing_index',
      ]),
    );
  });

  it('roll back completely and apply again', async () => {
    const rolledBack = await rollbackAll(db.knex);
    expect(rolledBack).toHaveLength(MIGRATIONS.length);
    expect(await appTables()).toEqual([]);
    const functions = await db.knex.raw(`select 1 from pg_proc where proname = 'set_updated_at'`);
    expect(functions.rows).toHaveLength(0);

    const [, applied] = (await db.knex.migrate.latest(migratorConfig)) as [number, string[]];
    expect(applied).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await appTables()).toEqual(EXPECTED_TABLES);
  });

  it('roll back one module at a time in reverse order', async () => {
    for (let remaining = MIGRATIONS.length; remaining > 0; remaining -= 1) {
      const [, rolledBack] = (await db.knex.migrate.down(migratorConfig)) as [number, string[]];
      expect(rolledBack).toEqual([MIGRATIONS[remaining - 1]!.name]);
    }
    expect(await appTables()).toEqual([]);
    await db.knex.migrate.latest(migratorConfig);
    expect(await appTables()).toEqual(EXPECTED_TABLES);
  });
});
