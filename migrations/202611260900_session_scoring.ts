import type { Knex } from 'knex';

/**
 * Scoring a session in the transaction that records it (issue 12, ADR 0033).
 *
 * - `streaks.last_workout_at` and `last_time_zone`: the previous workout's
 *   instant and zone, so a streak continues within 48 h of real time whatever
 *   the calendar says (a flight across the date line never breaks it).
 * - `passport_stamps` and `city_leaderboards` get a place key (`city_key`,
 *   `country_key`: lower case, accents, extra spaces and case dropped by the
 *   domain's `placeKey`), unique per traveller, so "São Paulo" and "sao paulo"
 *   are one city; the first spelling stays for display. Rows written without
 *   a key (before this migration, or by hand) get one from their trimmed
 *   lower-case name (`fill_place_keys`); the app always writes the domain's.
 * - `passport_stamps.airport_workouts`: workouts at that city's airport, for
 *   GATE_WARRIOR (airports = cities with an airport workout).
 * - `progress_counters`: the counts the badge rules need that no other table
 *   of gamification keeps (workouts, hotel-room workouts, calories).
 * - `workout_sessions.calories`: what the session burned, as it was scored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('streaks', (t) => {
    t.timestamp('last_workout_at', { useTz: true }).nullable();
    t.text('last_time_zone').nullable();
  });

  await knex.raw(`
    create function fill_place_keys() returns trigger language plpgsql as $$
    begin
      new.city_key := coalesce(new.city_key, lower(regexp_replace(btrim(new.city), '\\s+', ' ', 'g')));
      new.country_key := coalesce(new.country_key, lower(regexp_replace(btrim(new.country), '\\s+', ' ', 'g')));
      return new;
    end $$`);
  for (const table of ['passport_stamps', 'city_leaderboards']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('city_key').nullable();
      t.text('country_key').nullable();
    });
    await knex.raw(
      `create trigger ${table}_fill_place_keys before insert or update on ${table} for each row execute function fill_place_keys()`,
    );
    // Fires the trigger on every existing row.
    await knex(table).update({ city: knex.ref('city') });
    await knex.schema.alterTable(table, (t) => {
      t.dropNullable('city_key');
      t.dropNullable('country_key');
      t.unique(['user_id', 'city_key', 'country_key'], { indexName: `${table}_user_place_key_unique` });
      t.check(`city_key <> '' and country_key <> ''`, [], `${table}_place_key_not_blank`);
    });
  }
  await knex.schema.alterTable('passport_stamps', (t) => {
    t.integer('airport_workouts').notNullable().defaultTo(0);
    t.check('airport_workouts >= 0 and airport_workouts <= workouts', [], 'passport_stamps_airport_workouts_valid');
  });
  // A city's leaderboard is looked up by its key: "sao paulo" finds "São Paulo".
  await knex.raw('create index city_leaderboards_place_key_points_index on city_leaderboards (city_key, country_key, total_points desc)');

  await knex.schema.createTable('progress_counters', (t) => {
    t.uuid('user_id').primary({ constraintName: 'progress_counters_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.integer('workouts').notNullable().defaultTo(0);
    t.integer('hotel_workouts').notNullable().defaultTo(0);
    t.integer('calories').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('workouts >= 0 and hotel_workouts >= 0 and hotel_workouts <= workouts and calories >= 0', [], 'progress_counters_valid');
  });
  await knex.raw(
    'create trigger progress_counters_set_updated_at before update on progress_counters for each row execute function set_updated_at()',
  );

  await knex.schema.alterTable('workout_sessions', (t) => {
    t.integer('calories').nullable();
    t.check('calories >= 0', [], 'workout_sessions_calories_non_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workout_sessions', (t) => {
    t.dropChecks(['workout_sessions_calories_non_negative']);
    t.dropColumn('calories');
  });
  await knex.schema.dropTableIfExists('progress_counters');
  await knex.raw('drop index if exists city_leaderboards_place_key_points_index');
  await knex.schema.alterTable('passport_stamps', (t) => {
    t.dropChecks(['passport_stamps_airport_workouts_valid']);
    t.dropColumn('airport_workouts');
  });
  for (const table of ['passport_stamps', 'city_leaderboards']) {
    await knex.raw(`drop trigger ${table}_fill_place_keys on ${table}`);
    await knex.schema.alterTable(table, (t) => {
      t.dropChecks([`${table}_place_key_not_blank`]);
      t.dropUnique(['user_id', 'city_key', 'country_key'], `${table}_user_place_key_unique`);
      t.dropColumns('city_key', 'country_key');
    });
  }
  await knex.raw('drop function fill_place_keys()');
  await knex.schema.alterTable('streaks', (t) => {
    t.dropColumns('last_workout_at', 'last_time_zone');
  });
}
