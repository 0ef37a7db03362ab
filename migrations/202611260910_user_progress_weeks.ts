import type { Knex } from 'knex';

/**
 * Progression (issue 12, ADR 0033): what `user_progress` needs besides the
 * spec's fields to keep its rules. `progress_week` is the ISO week (its
 * Monday, UTC) that `weekly_load` belongs to; `week_low_intensity` and
 * `week_high_intensity` are the lowest and highest intensity of that week, so
 * the intensity never spans more than one step in a week; `easy_run` counts
 * the easy workouts in a row since the intensity last moved. The spec's
 * fields get the ranges the rules keep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_progress', (t) => {
    t.date('progress_week').nullable();
    t.decimal('week_low_intensity', 5, 2).notNullable().defaultTo(1);
    t.decimal('week_high_intensity', 5, 2).notNullable().defaultTo(1);
    t.smallint('easy_run').notNullable().defaultTo(0);
    t.check('current_intensity between 0 and 3', [], 'user_progress_current_intensity_range');
    t.check(
      'week_low_intensity <= current_intensity and current_intensity <= week_high_intensity and week_high_intensity - week_low_intensity <= 1',
      [],
      'user_progress_week_span',
    );
    t.check('weekly_load >= 0 and last_week_load >= 0', [], 'user_progress_loads_non_negative');
    t.check('recovery_trend between 0 and 100', [], 'user_progress_recovery_trend_range');
    t.check('easy_run >= 0', [], 'user_progress_easy_run_non_negative');
    t.check(`jsonb_typeof(exercise_mastery) = 'object'`, [], 'user_progress_exercise_mastery_object');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_progress', (t) => {
    t.dropChecks([
      'user_progress_current_intensity_range',
      'user_progress_week_span',
      'user_progress_loads_non_negative',
      'user_progress_recovery_trend_range',
      'user_progress_easy_run_non_negative',
      'user_progress_exercise_mastery_object',
    ]);
    t.dropColumns('progress_week', 'week_low_intensity', 'week_high_intensity', 'easy_run');
  });
}
