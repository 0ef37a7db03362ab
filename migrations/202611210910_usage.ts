import type { Knex } from 'knex';

/**
 * Usage: the weekly AI-workout allowance per user (spec 1 §3 "Usage", server
 * side), the one-time free workout per device and the exit-offer bonus grant.
 *
 * The week starts Monday 00:00 UTC (DECISIONS.md); `date_trunc('week', …)` is
 * ISO, i.e. Monday. Counters are spent by single guarded statements
 * (`update usage set workout_count = workout_count + 1 where … returning …`).
 */

const CURRENT_UTC_WEEK_START = `(date_trunc('week', now() at time zone 'utc'))::date`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('usage', (t) => {
    t.uuid('user_id').primary({ constraintName: 'usage_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.integer('workout_count').notNullable().defaultTo(0);
    t.integer('plan_count').notNullable().defaultTo(0);
    t.timestamp('last_workout_at', { useTz: true }).nullable();
    t.timestamp('last_reset_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.date('week_start').notNullable().defaultTo(knex.raw(CURRENT_UTC_WEEK_START));
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('workout_count >= 0', [], 'usage_workout_count_non_negative');
    t.check('plan_count >= 0', [], 'usage_plan_count_non_negative');
    t.check(`extract(isodow from week_start) = 1`, [], 'usage_week_start_is_monday');
  });
  await knex.raw('create trigger usage_set_updated_at before update on usage for each row execute function set_updated_at()');

  // The one free workout at /free: one per device, whoever the device belongs to.
  await knex.schema.createTable('free_workout_claims', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('device_id').notNullable().unique({ indexName: 'free_workout_claims_device_id_unique' });
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`device_id ~ '^[A-Za-z0-9_-]{8,64}$'`, [], 'free_workout_claims_device_id_format');
  });

  // The exit offer's bonus free workout: granted once per device, used once.
  await knex.schema.createTable('bonus_grants', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('device_id').notNullable().unique({ indexName: 'bonus_grants_device_id_unique' });
    t.timestamp('granted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at', { useTz: true }).nullable();
    t.check(`device_id ~ '^[A-Za-z0-9_-]{8,64}$'`, [], 'bonus_grants_device_id_format');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bonus_grants');
  await knex.schema.dropTableIfExists('free_workout_claims');
  await knex.schema.dropTableIfExists('usage');
}
