import type { Knex } from 'knex';

/**
 * One reset mail per request (ADR 0052): the token row carries the id of the
 * request's event, stored in the transaction that sends the mail, so a delivery
 * of the job that comes again (its completion was lost, another process took it
 * over) finds the row and sends nothing. Null for tokens stored before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.uuid('request_id').nullable().unique({ indexName: 'password_reset_tokens_request_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('password_reset_tokens', (t) => {
    t.dropUnique(['request_id'], 'password_reset_tokens_request_id_unique');
    t.dropColumn('request_id');
  });
}
