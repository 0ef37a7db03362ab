import type { Knex } from 'knex';

/**
 * The trial reminder (DECISIONS.md "Trial reminder", ADR 0026): one row per
 * trial whose reminder e-mail went out (unique on the subscription and its
 * trial end, so no second process or sweep sends it twice), holding the
 * SHA-256 of the one-click cancel link's token, which works once and until the
 * trial ends. `subscriber_locales` keeps the language a traveller started their
 * trial in: the reminder is written in it, long after that request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trial_reminders', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('subscription_id').notNullable().references('id').inTable('subscriptions').onDelete('CASCADE');
    t.timestamp('trial_end', { useTz: true }).notNullable();
    t.text('cancel_token_hash').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.timestamp('cancel_link_used_at', { useTz: true }).nullable();
    t.unique(['subscription_id', 'trial_end'], { indexName: 'trial_reminders_subscription_trial_unique' });
    t.unique(['cancel_token_hash'], { indexName: 'trial_reminders_cancel_token_unique' });
  });

  await knex.schema.createTable('subscriber_locales', (t) => {
    t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('locale').notNullable().checkIn(['en', 'es'], 'subscriber_locales_locale_valid');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // The sweep looks for trials about to end that were not cancelled.
  await knex.raw(
    `create index subscriptions_trial_end_trialing_index on subscriptions (trial_end) where status = 'trialing' and not cancel_at_period_end`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists subscriptions_trial_end_trialing_index');
  await knex.schema.dropTableIfExists('subscriber_locales');
  await knex.schema.dropTableIfExists('trial_reminders');
}
