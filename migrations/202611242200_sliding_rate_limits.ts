import type { Knex } from 'knex';

/**
 * Rate limits become sliding windows (ADR 0017): one row per counted attempt
 * in `rate_limit_hits`, so "at most N in the last W" holds at every instant,
 * not per epoch-aligned window (a burst across a window boundary got 2N).
 * Keys are `<rule>:<sha256 of the subject>`; no IP or e-mail is stored.
 *
 * `known_devices`: the browsers a traveller signed in from (OWASP "device
 * cookies"): only the SHA-256 of the random cookie value is kept. A sign-in
 * from one of them has its own failure budget, so guessing from elsewhere
 * cannot lock the owner out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_buckets');
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.bigIncrements('id').primary();
    t.text('key').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['key', 'at'], 'rate_limit_hits_key_at_index');
    t.index(['at'], 'rate_limit_hits_at_index');
  });

  await knex.schema.createTable('known_devices', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique({ indexName: 'known_devices_token_hash_unique' });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id'], 'known_devices_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('known_devices');
  await knex.schema.dropTableIfExists('rate_limit_hits');
  await knex.schema.createTable('rate_limit_buckets', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['key', 'window_start'], { constraintName: 'rate_limit_buckets_pkey' });
    t.index(['window_start'], 'rate_limit_buckets_window_start_index');
    t.check('count >= 0', [], 'rate_limit_buckets_count_non_negative');
  });
}
