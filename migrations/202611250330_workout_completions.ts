import type { Knex } from 'knex';

/**
 * Finished workouts from the Pro generator (`POST /api/workout/complete`,
 * ADR 0031): the client's completion id, unique per traveller, so a retry or a
 * double submit records one session; the generation it came from; the sets
 * done and planned that make its completion rate.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workout_sessions', (t) => {
    t.uuid('completion_id').nullable();
    t.uuid('generation_id').nullable().references('id').inTable('workout_generations').onDelete('SET NULL');
    t.integer('sets_done').nullable();
    t.integer('sets_planned').nullable();
    t.unique(['user_id', 'completion_id'], { indexName: 'workout_sessions_user_completion_unique' });
    t.check('sets_done >= 0 and sets_planned >= 1 and sets_done <= sets_planned', [], 'workout_sessions_sets_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workout_sessions', (t) => {
    t.dropChecks(['workout_sessions_sets_valid']);
    t.dropUnique(['user_id', 'completion_id'], 'workout_sessions_user_completion_unique');
    t.dropColumns('completion_id', 'generation_id', 'sets_done', 'sets_planned');
  });
}
