import type { Knex } from 'knex';

/**
 * Billing that works offline (DECISIONS.md "Offline billing by default"): the
 * subscription record may come from the app's own local provider, and keeps
 * the provider's customer id (the billing portal and card list need it). The
 * local provider's own tables stand in for what Stripe keeps on its side:
 * checkout sessions and the subscriptions it created, with the test card on
 * file (brand, last four digits and expiry only).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table subscriptions drop constraint subscriptions_provider_valid');
  await knex.raw(`alter table subscriptions add constraint subscriptions_provider_valid check (provider in ('stripe', 'paypal', 'local'))`);
  await knex.schema.alterTable('subscriptions', (t) => {
    t.text('provider_customer_id').nullable();
    t.text('plan_id').nullable().checkIn(['monthly', 'annual'], 'subscriptions_plan_id_valid');
    t.timestamp('observed_at', { useTz: true }).nullable();
  });

  await knex.schema.createTable('local_billing_checkouts', (t) => {
    t.text('id').primary({ constraintName: 'local_billing_checkouts_pkey' });
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('plan_id').notNullable().checkIn(['monthly', 'annual'], 'local_billing_checkouts_plan_valid');
    t.text('status').notNullable().defaultTo('open').checkIn(['open', 'complete', 'cancelled'], 'local_billing_checkouts_status_valid');
    t.text('subscription_id').nullable();
    t.text('operation_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.unique(['operation_id'], { indexName: 'local_billing_checkouts_operation_unique' });
    t.index(['user_id'], 'local_billing_checkouts_user_index');
  });

  await knex.schema.createTable('local_billing_subscriptions', (t) => {
    t.text('id').primary({ constraintName: 'local_billing_subscriptions_pkey' });
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('customer_id').notNullable();
    t.text('price_id').notNullable();
    t.text('interval').notNullable().checkIn(['month', 'year'], 'local_billing_subscriptions_interval_valid');
    t.text('card_brand').notNullable();
    t.specificType('card_last4', 'char(4)').notNullable();
    t.smallint('card_expiry_month').notNullable();
    t.smallint('card_expiry_year').notNullable();
    t.text('card_outcome').notNullable().checkIn(['succeeds', 'fails-first-charge'], 'local_billing_subscriptions_outcome_valid');
    t.timestamp('trial_start', { useTz: true }).notNullable();
    t.timestamp('trial_end', { useTz: true }).notNullable();
    t.timestamp('cancel_requested_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id'], 'local_billing_subscriptions_user_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('local_billing_subscriptions');
  await knex.schema.dropTableIfExists('local_billing_checkouts');
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('observed_at');
    t.dropColumn('plan_id');
    t.dropColumn('provider_customer_id');
  });
  await knex.raw(`delete from subscriptions where provider = 'local'`);
  await knex.raw('alter table subscriptions drop constraint subscriptions_provider_valid');
  await knex.raw(`alter table subscriptions add constraint subscriptions_provider_valid check (provider in ('stripe', 'paypal'))`);
}
