import type { Knex } from 'knex';

/**
 * A traveller's subscription status, trial end and Pro account type are
 * derived from the subscriptions module's record and the clock (ADR 0020,
 * ADR 0027); nothing kept the copies on `users` in step, and a trial ending
 * by the clock would have left any copy stale. They go: `account_type` keeps
 * only what accounts decides (anonymous or registered).
 */
export async function up(knex: Knex): Promise<void> {
  await knex('users').where({ account_type: 'pro' }).update({ account_type: 'registered' });
  await knex.raw('alter table users drop constraint users_account_type_valid');
  await knex.raw(`alter table users add constraint users_account_type_valid check (account_type in ('anonymous', 'registered'))`);
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('subscription_status');
    t.dropColumn('trial_ends_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('subscription_status')
      .notNullable()
      .defaultTo('none')
      .checkIn(['none', 'active', 'canceled', 'expired', 'trial'], 'users_subscription_status_valid');
    t.timestamp('trial_ends_at', { useTz: true }).nullable();
  });
  await knex.raw('alter table users drop constraint users_account_type_valid');
  await knex.raw(`alter table users add constraint users_account_type_valid check (account_type in ('anonymous', 'registered', 'pro'))`);
}
