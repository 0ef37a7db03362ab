import type { Knex } from 'knex';

/**
 * Subscriptions: the provider-side subscription record (spec 1 §3 "Subscription
 * record"), the cached card list shown on the Account tab ("Payment method"),
 * processed webhook event ids (a duplicate delivery has no effect) and
 * idempotency keys for retried POSTs (create-trial-subscription, cancel…).
 */

const PROVIDERS = ['stripe', 'paypal'];
const SUBSCRIPTION_RECORD_STATUSES = ['trialing', 'active', 'past_due', 'canceled'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('provider').notNullable().checkIn(PROVIDERS, 'subscriptions_provider_valid');
    t.text('provider_sub_id').notNullable();
    t.text('status').notNullable().checkIn(SUBSCRIPTION_RECORD_STATUSES, 'subscriptions_status_valid');
    t.text('plan_price_id').notNullable();
    t.timestamp('current_period_end', { useTz: true }).nullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.timestamp('trial_start', { useTz: true }).nullable();
    t.timestamp('trial_end', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'provider_sub_id'], { indexName: 'subscriptions_provider_sub_id_unique' });
    t.index(['user_id'], 'subscriptions_user_id_index');
    t.check('trial_end is null or trial_start is null or trial_end >= trial_start', [], 'subscriptions_trial_order');
  });
  await knex.raw(
    'create trigger subscriptions_set_updated_at before update on subscriptions for each row execute function set_updated_at()',
  );

  await knex.schema.createTable('payment_method_cache', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('provider_pm_id').notNullable();
    t.specificType('last4', 'char(4)').notNullable();
    t.smallint('expiry_month').notNullable().checkBetween([1, 12], 'payment_method_cache_expiry_month_range');
    t.smallint('expiry_year').notNullable().checkBetween([2000, 2100], 'payment_method_cache_expiry_year_range');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'provider_pm_id'], { indexName: 'payment_method_cache_user_pm_unique' });
    t.check(`last4 ~ '^[0-9]{4}$'`, [], 'payment_method_cache_last4_digits');
  });
  await knex.raw(
    'create trigger payment_method_cache_set_updated_at before update on payment_method_cache for each row execute function set_updated_at()',
  );

  await knex.schema.createTable('processed_webhook_events', (t) => {
    t.text('event_id').primary({ constraintName: 'processed_webhook_events_pkey' });
    t.text('provider').notNullable().defaultTo('stripe').checkIn(PROVIDERS, 'processed_webhook_events_provider_valid');
    t.text('event_type').nullable();
    t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // `scope` is whoever sent the key (a user id, or `device:<id>`); `response` is
  // null while the first request is still being processed.
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.text('scope').notNullable();
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.integer('response_status').nullable();
    t.jsonb('response').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.primary(['scope', 'key'], { constraintName: 'idempotency_keys_pkey' });
    t.index(['created_at'], 'idempotency_keys_created_at_index');
    t.check('char_length(key) between 1 and 255', [], 'idempotency_keys_key_length');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
  await knex.schema.dropTableIfExists('processed_webhook_events');
  await knex.schema.dropTableIfExists('payment_method_cache');
  await knex.schema.dropTableIfExists('subscriptions');
}
