import type { Knex } from 'knex';

/**
 * The stored plan as `json`, the text as written, not `jsonb` (ADR 0065): the
 * plan is only ever stored whole and read whole per language (`plan -> 'en'`),
 * never searched inside, and converting about 100 KB of JSON to jsonb, then
 * compressing the binary form, was most of PostgreSQL's work in a plan
 * generation. The text also compresses smaller.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table travel_plans alter column plan type json using plan::json');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table travel_plans alter column plan type jsonb using plan::jsonb');
}
