import type { Knex } from 'knex';

/**
 * The calendar feed's language (ADR 0042): the feed is read by a calendar app
 * long after the traveller made its link, with no language of its own to
 * tell, so the language of the request that made the link is kept with it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plan_calendar_feeds', (t) => {
    t.text('locale').notNullable().defaultTo('en').checkIn(['en', 'es'], 'plan_calendar_feeds_locale_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plan_calendar_feeds', (t) => {
    t.dropChecks('plan_calendar_feeds_locale_valid');
    t.dropColumn('locale');
  });
}
