import type { Knex } from 'knex';

/**
 * Anonymous users are purged after a retention period without activity (ADR
 * 0006): `last_seen_at` is when the device last used the app (touched at most
 * once a day), and anonymous rows are found by it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`create index users_anonymous_last_seen_index on users (last_seen_at) where account_type = 'anonymous'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_anonymous_last_seen_index');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_seen_at');
  });
}
