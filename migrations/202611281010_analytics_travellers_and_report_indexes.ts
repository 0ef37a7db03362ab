import type { Knex } from 'knex';

/**
 * First-party analytics (issue 15, docs/adr/0045): who an event is about, and
 * the indexes the administrators' report reads.
 *
 * - `traveller_id`: the traveller's public id (a user id; for an anonymous
 *   device, the id its users row has or will have). Not a foreign key: a page
 *   view from a device that never wrote anything has no row yet, and counts
 *   of distinct travellers must survive the purge of anonymous users. It is a
 *   random UUID that names nobody once the user is gone. Rows written before
 *   take their `user_id`.
 * - `device_id` goes: a device id is an anonymous traveller's only credential
 *   (DECISIONS.md), and nothing ever wrote it.
 * - The report's indexes, replacing the plain `created_at` one: counts per day
 *   and name, and each funnel step, read `(event_name, created_at)` entries
 *   with the traveller, without touching the table; the landing step, the
 *   largest, has a partial index of its own.
 */
/** The report's indexes (also built by `npm run bench -- analytics`, which measures the report without and with them). */
export const REPORT_INDEXES = [
  'create index analytics_events_name_time_index on analytics_events (event_name, created_at) include (traveller_id)',
  `create index analytics_events_landing_index on analytics_events (created_at) include (traveller_id)
   where event_name = 'page_view' and event_data->>'path' = '/'`,
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (t) => {
    t.uuid('traveller_id').nullable();
    t.dropColumn('device_id');
  });
  await knex.raw('update analytics_events set traveller_id = user_id where traveller_id is null');
  await knex.raw('drop index analytics_events_created_at_index');
  for (const statement of REPORT_INDEXES) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index analytics_events_landing_index');
  await knex.raw('drop index analytics_events_name_time_index');
  await knex.raw('create index analytics_events_created_at_index on analytics_events (created_at)');
  await knex.schema.alterTable('analytics_events', (t) => {
    t.dropColumn('traveller_id');
    t.text('device_id').nullable();
  });
}
