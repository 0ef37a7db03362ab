import type { Knex } from 'knex';

/**
 * Usage counts each plan a traveller generates (`usage.plan_count`, spec 1
 * §3) from the `plans.plan-generated` event, which the job queue delivers at
 * least once (ADR 0012). A delivery first keeps the event's id here: a second
 * delivery of the same event finds it and counts nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('counted_plans', (t) => {
    t.uuid('event_id').primary({ constraintName: 'counted_plans_pkey' });
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('counted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('counted_plans');
}
