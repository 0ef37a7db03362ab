import type { Knex } from 'knex';

/**
 * Workouts: the exercise catalogue (ids like `push-up`, English and Spanish
 * names, demo media, workout-id aliases), generation requests with their plan,
 * completed sessions (spec 2 §3 `workout_sessions`, §5 ranges as CHECKs) and the
 * per-user progression state (`user_progress`).
 */

const LEVELS = ['beginner', 'intermediate', 'advanced'];
const ENERGIES = ['low', 'normal', 'high'];
const MEDIA_KINDS = ['gif', 'png', 'sequence'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exercises', (t) => {
    t.text('id').primary({ constraintName: 'exercises_pkey' });
    t.text('name_en').notNullable();
    t.text('name_es').notNullable();
    t.text('body_part').notNullable();
    t.specificType('equipment', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.specificType('places', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.boolean('needs_floor').notNullable().defaultTo(false);
    t.boolean('noisy').notNullable().defaultTo(false);
    t.boolean('sweaty').notNullable().defaultTo(false);
    t.text('level').notNullable().checkIn(LEVELS, 'exercises_level_valid');
    // { sets, unit: 'reps' | 'seconds', value, perSide }
    t.jsonb('prescription').notNullable();
    // { en: string[], es: string[] }
    t.jsonb('instructions').notNullable().defaultTo(knex.raw(`'{"en": [], "es": []}'::jsonb`));
    t.jsonb('tips').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    // A source address, or 'LOCAL_SEQUENCE' for the project's own animations (tagged Custom).
    t.text('source_url').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`, [], 'exercises_id_format');
    t.check(`jsonb_typeof(prescription) = 'object'`, [], 'exercises_prescription_object');
    t.check(`jsonb_typeof(instructions) = 'object'`, [], 'exercises_instructions_object');
  });
  await knex.raw('create trigger exercises_set_updated_at before update on exercises for each row execute function set_updated_at()');

  await knex.schema.createTable('exercise_media', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('exercise_id').notNullable().references('id').inTable('exercises').onDelete('CASCADE').onUpdate('CASCADE');
    t.text('kind').notNullable().checkIn(MEDIA_KINDS, 'exercise_media_kind_valid');
    t.text('url').notNullable();
    t.text('alt').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['exercise_id', 'kind'], { indexName: 'exercise_media_exercise_kind_unique' });
  });

  // Workout exercise id → catalogue id (pushup-basic → push-up, squat-bodyweight → bodyweight-squat…).
  await knex.schema.createTable('exercise_aliases', (t) => {
    t.text('alias').primary({ constraintName: 'exercise_aliases_pkey' });
    t.text('exercise_id').notNullable().references('id').inTable('exercises').onDelete('CASCADE').onUpdate('CASCADE');
    t.index(['exercise_id'], 'exercise_aliases_exercise_id_index');
  });

  // Spec 2 §3 `workout_generations` (the input record) with its defaults, plus the plan produced.
  // `stress` is kept as given: the spec defaults it to 'low' while quick mode sends 2.
  await knex.schema.createTable('workout_generations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('minutes').notNullable().checkBetween([1, 120], 'workout_generations_minutes_range');
    t.text('level').notNullable().checkIn(LEVELS, 'workout_generations_level_valid');
    t.specificType('equipment', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.text('environment').notNullable();
    t.text('energy').notNullable().defaultTo('normal').checkIn(ENERGIES, 'workout_generations_energy_valid');
    t.text('stress').notNullable().defaultTo('low');
    t.decimal('sleep_hours', 3, 1).notNullable().defaultTo(7).checkBetween([0, 24], 'workout_generations_sleep_hours_range');
    t.text('soreness').notNullable().defaultTo('none');
    t.text('goal').notNullable().defaultTo('general_fitness');
    t.boolean('is_pro').notNullable().defaultTo(false);
    t.jsonb('plan').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index workout_generations_user_created_index on workout_generations (user_id, created_at desc)');

  // Spec 2 §3 `workout_sessions`; §5 "Session input" ranges as CHECKs.
  await knex.schema.createTable('workout_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').nullable();
    t.integer('duration_min').notNullable().checkBetween([1, 600], 'workout_sessions_duration_min_range');
    t.text('context').notNullable().defaultTo('workout');
    t.text('city').nullable();
    t.text('country').nullable();
    t.text('timezone').nullable();
    t.text('energy').nullable();
    t.decimal('stress', 4, 1).nullable().checkBetween([0, 10], 'workout_sessions_stress_range');
    t.text('soreness').nullable();
    t.integer('score').notNullable().defaultTo(0);
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.smallint('rpe').nullable().checkBetween([1, 10], 'workout_sessions_rpe_range');
    t.smallint('hr_avg').nullable().checkBetween([40, 220], 'workout_sessions_hr_avg_range');
    t.decimal('completion_rate', 5, 2).nullable().checkBetween([0, 100], 'workout_sessions_completion_rate_range');
    t.decimal('travel_delta_tz', 4, 2).nullable().checkBetween([-12, 12], 'workout_sessions_travel_delta_tz_range');
    t.decimal('recovery_score', 5, 2).nullable().checkBetween([0, 100], 'workout_sessions_recovery_score_range');
    t.decimal('sleep_hours', 3, 1).nullable().checkBetween([0, 24], 'workout_sessions_sleep_hours_range');
    t.smallint('jet_lag').nullable().checkBetween([1, 5], 'workout_sessions_jet_lag_range');
    // Minutes east of UTC at completion time (−14 h … +14 h).
    t.integer('timezone_offset').nullable().checkBetween([-840, 840], 'workout_sessions_timezone_offset_range');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('score >= 0', [], 'workout_sessions_score_non_negative');
  });
  await knex.raw('create index workout_sessions_user_completed_index on workout_sessions (user_id, completed_at desc)');

  // Spec 2 §3 `user_progress` with its defaults.
  await knex.schema.createTable('user_progress', (t) => {
    t.uuid('user_id').primary({ constraintName: 'user_progress_pkey' }).references('id').inTable('users').onDelete('CASCADE');
    t.decimal('current_intensity', 5, 2).notNullable().defaultTo(1);
    t.integer('total_workouts').notNullable().defaultTo(0);
    t.decimal('weekly_load', 10, 2).notNullable().defaultTo(0);
    t.decimal('last_week_load', 10, 2).notNullable().defaultTo(0);
    t.jsonb('exercise_mastery').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.integer('preferred_rest_time').notNullable().defaultTo(60);
    t.decimal('recovery_trend', 5, 2).notNullable().defaultTo(75);
    t.decimal('progression_rate', 5, 2).notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('total_workouts >= 0', [], 'user_progress_total_workouts_non_negative');
    t.check('preferred_rest_time >= 0', [], 'user_progress_preferred_rest_time_non_negative');
  });
  await knex.raw(
    'create trigger user_progress_set_updated_at before update on user_progress for each row execute function set_updated_at()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_progress');
  await knex.schema.dropTableIfExists('workout_sessions');
  await knex.schema.dropTableIfExists('workout_generations');
  await knex.schema.dropTableIfExists('exercise_aliases');
  await knex.schema.dropTableIfExists('exercise_media');
  await knex.schema.dropTableIfExists('exercises');
}
