import type { Knex } from 'knex';

/**
 * Community: group challenges and their participants (one per challenge and
 * user), teams and members (one per team and user), user-generated content and
 * the daily spotlight.
 */

const CHALLENGE_TYPES = ['points_race', 'streak_battle', 'city_conquest', 'team_challenge'];
// The spec shows only the default (active); the others are what a challenge's lifecycle needs.
const CHALLENGE_STATUSES = ['upcoming', 'active', 'completed', 'cancelled'];
const TEAM_ROLES = ['member', 'admin'];
// The spec shows only the default (pending).
const UGC_STATUSES = ['pending', 'approved', 'rejected'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('group_challenges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('title').notNullable();
    t.text('description').nullable();
    t.text('type').notNullable().checkIn(CHALLENGE_TYPES, 'group_challenges_type_valid');
    t.integer('target_value').notNullable();
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true }).notNullable();
    t.integer('max_participants').notNullable().defaultTo(100);
    t.text('city').nullable();
    t.text('country').nullable();
    t.text('status').notNullable().defaultTo('active').checkIn(CHALLENGE_STATUSES, 'group_challenges_status_valid');
    t.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`btrim(title) <> ''`, [], 'group_challenges_title_not_blank');
    t.check('target_value > 0', [], 'group_challenges_target_value_positive');
    t.check('max_participants > 0', [], 'group_challenges_max_participants_positive');
    t.check('end_date > start_date', [], 'group_challenges_dates_ordered');
    t.check(`type <> 'city_conquest' or (city is not null and country is not null)`, [], 'group_challenges_city_conquest_has_city');
  });
  await knex.raw(
    'create trigger group_challenges_set_updated_at before update on group_challenges for each row execute function set_updated_at()',
  );
  await knex.raw('create index group_challenges_status_end_index on group_challenges (status, end_date)');

  await knex.schema.createTable('challenge_participants', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('challenge_id').notNullable().references('id').inTable('group_challenges').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('current_progress').notNullable().defaultTo(0);
    t.integer('rank').nullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.unique(['challenge_id', 'user_id'], { indexName: 'challenge_participants_challenge_user_unique' });
    t.index(['user_id'], 'challenge_participants_user_id_index');
    t.check('current_progress >= 0', [], 'challenge_participants_progress_non_negative');
    t.check('rank is null or rank > 0', [], 'challenge_participants_rank_positive');
  });

  await knex.schema.createTable('teams', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.text('description').nullable();
    t.text('emoji').notNullable().defaultTo('🏃');
    t.integer('max_members').notNullable().defaultTo(10);
    t.integer('current_members').notNullable().defaultTo(1);
    t.integer('total_points').notNullable().defaultTo(0);
    t.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`btrim(name) <> '' and char_length(name) <= 100`, [], 'teams_name_valid');
    t.check('char_length(emoji) between 1 and 16', [], 'teams_emoji_length');
    t.check('max_members > 0', [], 'teams_max_members_positive');
    t.check('current_members >= 0 and current_members <= max_members', [], 'teams_current_members_range');
    t.check('total_points >= 0', [], 'teams_total_points_non_negative');
  });
  await knex.raw('create trigger teams_set_updated_at before update on teams for each row execute function set_updated_at()');

  await knex.schema.createTable('team_members', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('team_id').notNullable().references('id').inTable('teams').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('role').notNullable().defaultTo('member').checkIn(TEAM_ROLES, 'team_members_role_valid');
    t.integer('points_contributed').notNullable().defaultTo(0);
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['team_id', 'user_id'], { indexName: 'team_members_team_user_unique' });
    t.index(['user_id'], 'team_members_user_id_index');
    t.check('points_contributed >= 0', [], 'team_members_points_non_negative');
  });

  await knex.schema.createTable('ugc', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('location').nullable();
    t.text('media_url').notNullable();
    t.text('status').notNullable().defaultTo('pending').checkIn(UGC_STATUSES, 'ugc_status_valid');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id'], 'ugc_user_id_index');
  });
  await knex.raw('create trigger ugc_set_updated_at before update on ugc for each row execute function set_updated_at()');

  await knex.schema.createTable('spotlight', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.date('date').notNullable().unique({ indexName: 'spotlight_date_unique' });
    t.uuid('ugc_id').notNullable().references('id').inTable('ugc').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('spotlight');
  await knex.schema.dropTableIfExists('ugc');
  await knex.schema.dropTableIfExists('team_members');
  await knex.schema.dropTableIfExists('teams');
  await knex.schema.dropTableIfExists('challenge_participants');
  await knex.schema.dropTableIfExists('group_challenges');
}
