import type { Knex } from 'knex';

/**
 * Analytics and the landing page: client analytics events (eventName, eventData)
 * and the waitlist (e-mail unique case-insensitively).
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('event_name').notNullable();
    t.jsonb('event_data').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('device_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'analytics_events_created_at_index');
    t.check('char_length(event_name) between 1 and 100', [], 'analytics_events_event_name_length');
  });

  await knex.schema.createTable('waitlist_entries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`char_length(email) <= 254 and position('@' in email) > 1`, [], 'waitlist_entries_email_format');
  });
  await knex.raw('create unique index waitlist_entries_email_lower_unique on waitlist_entries (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('waitlist_entries');
  await knex.schema.dropTableIfExists('analytics_events');
}
