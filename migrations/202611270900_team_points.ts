import type { Knex } from 'knex';

/**
 * Team points (docs/adr/0037): one credit per session and membership, so a
 * member's points since joining, their team's total and a team's points in
 * any window all come from one ledger. The session's event id and the
 * membership are the key, so a repeated delivery of the same session adds
 * nothing; a membership that ends takes its credits with it (a traveller who
 * leaves takes their points out of the team, and one who comes back starts
 * again from zero).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('team_point_credits', (t) => {
    t.uuid('event_id').notNullable();
    t.uuid('member_id').notNullable().references('id').inTable('team_members').onDelete('CASCADE');
    t.integer('points').notNullable();
    t.timestamp('earned_at', { useTz: true }).notNullable();
    t.primary(['event_id', 'member_id'], { constraintName: 'team_point_credits_pkey' });
    t.index(['member_id', 'earned_at'], 'team_point_credits_member_earned_index');
    t.check('points > 0', [], 'team_point_credits_points_positive');
  });
  await knex.raw(`alter table teams add constraint teams_description_length check (char_length(description) <= 280)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table teams drop constraint if exists teams_description_length');
  await knex.schema.dropTableIfExists('team_point_credits');
}
