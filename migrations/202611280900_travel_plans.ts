import type { Knex } from 'knex';

/**
 * Trips, planning preferences, the stored 4-week plan and its private
 * calendar feed (issue 14, contracts/plans). A trip keeps its dates and
 * times as a boarding pass shows them (local values; the city gives the
 * zone). The plan is stored whole, as answered, so it is shown unchanged
 * until it is rebuilt; `stale_since` marks that a trip changed and a rebuild
 * is queued. The calendar feed keeps only a hash of its token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trips', (t) => {
    t.uuid('id').primary({ constraintName: 'trips_pkey' }).defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('city_id').notNullable();
    t.date('outbound_date').notNullable();
    t.text('outbound_time').notNullable();
    t.date('return_date').notNullable();
    t.text('return_time').notNullable();
    t.boolean('hotel').notNullable().defaultTo(true);
    t.boolean('gym').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'return_date'], 'trips_user_return_index');
    t.check(`outbound_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`, [], 'trips_outbound_time_format');
    t.check(`return_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`, [], 'trips_return_time_format');
    t.check(`(return_date, return_time) > (outbound_date, outbound_time)`, [], 'trips_return_after_outbound');
    t.check(`char_length(city_id) <= 120`, [], 'trips_city_id_length');
  });

  await knex.schema.createTable('plan_preferences', (t) => {
    t.uuid('user_id').primary({ constraintName: 'plan_preferences_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.text('home_city_id').nullable();
    t.text('home_time_zone').notNullable();
    t.integer('days_per_week').notNullable();
    t.integer('minutes').notNullable();
    t.text('level').notNullable();
    t.text('goal').notNullable();
    t.specificType('equipment', 'text[]').notNullable().defaultTo('{}');
    t.boolean('quiet').notNullable().defaultTo(false);
    t.boolean('no_sweat').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('days_per_week between 2 and 7', [], 'plan_preferences_days_per_week_range');
    t.check('minutes in (10, 20, 30)', [], 'plan_preferences_minutes_choice');
  });

  await knex.schema.createTable('travel_plans', (t) => {
    t.uuid('user_id').primary({ constraintName: 'travel_plans_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.uuid('id').notNullable().unique({ indexName: 'travel_plans_id_unique' });
    /** The plan as `TravelPlanSchema` answers it. */
    t.jsonb('plan').notNullable();
    t.timestamp('generated_at', { useTz: true }).notNullable();
    t.timestamp('stale_since', { useTz: true }).nullable();
  });

  await knex.schema.createTable('plan_calendar_feeds', (t) => {
    t.uuid('user_id').primary({ constraintName: 'plan_calendar_feeds_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique({ indexName: 'plan_calendar_feeds_token_hash_unique' });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('plan_calendar_feeds');
  await knex.schema.dropTableIfExists('travel_plans');
  await knex.schema.dropTableIfExists('plan_preferences');
  await knex.schema.dropTableIfExists('trips');
}
