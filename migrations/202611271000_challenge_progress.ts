import type { Knex } from 'knex';

/**
 * Challenges that progress from workouts and recur (docs/adr/0038):
 *
 * - `group_challenges` gains its texts in other languages (`translations`:
 *   `{ "es": { "title": …, "description": … } }`, the columns holding
 *   English), and, for the challenges the scheduled job opens, which kind of
 *   recurring challenge it is and the first day of its period. One per kind
 *   and period, however many processes run the job.
 * - A city conquest counts distinct cities (DECISIONS.md "Challenge progress
 *   by type"), so it no longer needs a city of its own.
 * - `challenge_activity`: the facts of each completed session that challenges
 *   count, one row per session (the `workouts.session-completed` event's
 *   session), so progress is recomputed from them whatever order the events
 *   arrive in and however often.
 */

const RECURRENCES = ['weekly-points-race', 'monthly-streak-battle', 'monthly-city-conquest'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table group_challenges drop constraint group_challenges_city_conquest_has_city');
  await knex.schema.alterTable('group_challenges', (t) => {
    t.jsonb('translations').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.text('recurrence').nullable().checkIn(RECURRENCES, 'group_challenges_recurrence_valid');
    t.date('period_start').nullable();
    t.check(`jsonb_typeof(translations) = 'object'`, [], 'group_challenges_translations_object');
    t.check('(recurrence is null) = (period_start is null)', [], 'group_challenges_recurrence_has_period');
  });
  await knex.raw(
    'create unique index group_challenges_recurrence_period_unique on group_challenges (recurrence, period_start) where recurrence is not null',
  );
  await knex.raw('create index challenge_participants_challenge_index on challenge_participants (challenge_id, current_progress desc)');

  await knex.schema.createTable('challenge_activity', (t) => {
    t.uuid('session_id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('completed_at', { useTz: true }).notNullable();
    t.integer('points').notNullable();
    // The session's city and country compared as DECISIONS.md says ("São Paulo" = "sao paulo"), when it named one.
    t.text('city_key').nullable();
    t.text('country_key').nullable();
    // The traveller's streak right after this session, when it was known (docs/adr/0038).
    t.integer('streak').nullable();
    t.index(['user_id', 'completed_at'], 'challenge_activity_user_time_index');
    t.check('points >= 0', [], 'challenge_activity_points_non_negative');
    t.check('streak is null or streak >= 0', [], 'challenge_activity_streak_non_negative');
    t.check('(city_key is null) = (country_key is null)', [], 'challenge_activity_place_whole');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('challenge_activity');
  await knex.raw('drop index if exists challenge_participants_challenge_index');
  await knex.raw('drop index if exists group_challenges_recurrence_period_unique');
  await knex.schema.alterTable('group_challenges', (t) => {
    t.dropChecks(['group_challenges_translations_object', 'group_challenges_recurrence_has_period']);
    t.dropColumn('translations');
    t.dropColumn('recurrence');
    t.dropColumn('period_start');
  });
  await knex.raw(
    // Not validated: city conquests opened since have no city.
    `alter table group_challenges add constraint group_challenges_city_conquest_has_city check (type <> 'city_conquest' or (city is not null and country is not null)) not valid`,
  );
}
