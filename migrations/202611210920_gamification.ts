import type { Knex } from 'knex';

/**
 * Gamification: streaks, points (global leaderboard), the badge catalogue
 * (reference data, seeded) and awarded badges, passport stamps per city and the
 * per-city leaderboard rows.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('streaks', (t) => {
    t.uuid('user_id').primary({ constraintName: 'streaks_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.integer('current').notNullable().defaultTo(0);
    t.integer('longest').notNullable().defaultTo(0);
    t.date('last_active').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('current >= 0', [], 'streaks_current_non_negative');
    t.check('longest >= current', [], 'streaks_longest_at_least_current');
  });
  await knex.raw('create trigger streaks_set_updated_at before update on streaks for each row execute function set_updated_at()');

  await knex.schema.createTable('points', (t) => {
    t.uuid('user_id').primary({ constraintName: 'points_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.integer('total').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('total >= 0', [], 'points_total_non_negative');
  });
  await knex.raw('create trigger points_set_updated_at before update on points for each row execute function set_updated_at()');
  // Global leaderboard: order by total desc, ties broken by user id.
  await knex.raw('create index points_total_desc_index on points (total desc, user_id)');

  // Reference data: one row per badge of DECISIONS.md; `rule` names the counter the
  // threshold applies to (workouts, streak_days, airports, hotel_workouts, cities, points, calories).
  await knex.schema.createTable('badge_definitions', (t) => {
    t.text('code').primary({ constraintName: 'badge_definitions_pkey' });
    t.text('name_key').notNullable();
    t.text('description_key').notNullable();
    t.text('rule').notNullable();
    t.integer('threshold').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.check(`code ~ '^[A-Z0-9_]+$'`, [], 'badge_definitions_code_format');
    t.check('threshold > 0', [], 'badge_definitions_threshold_positive');
  });

  await knex.schema.createTable('badges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('code').notNullable().references('code').inTable('badge_definitions').onDelete('RESTRICT').onUpdate('CASCADE');
    t.timestamp('awarded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'code'], { indexName: 'badges_user_code_unique' });
  });

  await knex.schema.createTable('passport_stamps', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('city').notNullable();
    t.text('country').notNullable();
    t.timestamp('first_visited_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('workouts').notNullable().defaultTo(1);
    t.unique(['user_id', 'city', 'country'], { indexName: 'passport_stamps_user_city_country_unique' });
    t.check(`btrim(city) <> '' and btrim(country) <> ''`, [], 'passport_stamps_place_not_blank');
    t.check('workouts >= 0', [], 'passport_stamps_workouts_non_negative');
  });

  await knex.schema.createTable('city_leaderboards', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('city').notNullable();
    t.text('country').notNullable();
    t.integer('total_points').notNullable().defaultTo(0);
    t.integer('total_workouts').notNullable().defaultTo(0);
    t.integer('current_streak').notNullable().defaultTo(0);
    t.date('last_active_date').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'city', 'country'], { indexName: 'city_leaderboards_user_city_country_unique' });
    t.check(`btrim(city) <> '' and btrim(country) <> ''`, [], 'city_leaderboards_place_not_blank');
    t.check('total_points >= 0 and total_workouts >= 0 and current_streak >= 0', [], 'city_leaderboards_counters_non_negative');
  });
  await knex.raw(
    'create trigger city_leaderboards_set_updated_at before update on city_leaderboards for each row execute function set_updated_at()',
  );
  await knex.raw('create index city_leaderboards_city_points_index on city_leaderboards (city, country, total_points desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('city_leaderboards');
  await knex.schema.dropTableIfExists('passport_stamps');
  await knex.schema.dropTableIfExists('badges');
  await knex.schema.dropTableIfExists('badge_definitions');
  await knex.schema.dropTableIfExists('points');
  await knex.schema.dropTableIfExists('streaks');
}
