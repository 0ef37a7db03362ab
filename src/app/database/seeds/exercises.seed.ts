import { EXERCISE_ALIASES, EXERCISES } from '../../../modules/workouts';
import type { Seed } from './seed';

/** Tag of the project's own animated demos (DECISIONS.md "Media and audio": Custom). */
const LOCAL_SEQUENCE = 'LOCAL_SEQUENCE';

/**
 * The exercise catalogue (src/modules/workouts/data) and the workout-id aliases.
 * Upserts by id: a changed name, prescription or text in the repo is applied on
 * the next boot, while `source_url` is only set for new rows so that a media
 * pull's address is kept. The planner's own fields that have no column
 * (category, posture, tempo) stay in the repo data.
 */
export const exercisesSeed: Seed = {
  name: 'exercises',
  async run(trx) {
    const rows = EXERCISES.map((exercise) => ({
      id: exercise.id,
      name_en: exercise.name.en,
      name_es: exercise.name.es,
      body_part: exercise.bodyPart,
      equipment: [exercise.equipment],
      places: exercise.places,
      needs_floor: exercise.needsFloor,
      noisy: exercise.noisy,
      sweaty: exercise.sweaty,
      level: exercise.level,
      prescription: JSON.stringify(exercise.prescription),
      instructions: JSON.stringify(exercise.instructions),
      tips: JSON.stringify(exercise.tips),
      source_url: LOCAL_SEQUENCE,
    }));
    await trx('exercises')
      .insert(rows)
      .onConflict('id')
      .merge([
        'name_en',
        'name_es',
        'body_part',
        'equipment',
        'places',
        'needs_floor',
        'noisy',
        'sweaty',
        'level',
        'prescription',
        'instructions',
        'tips',
      ]);

    const aliases = Object.entries(EXERCISE_ALIASES).map(([alias, exerciseId]) => ({ alias, exercise_id: exerciseId }));
    await trx('exercise_aliases').insert(aliases).onConflict('alias').merge(['exercise_id']);
  },
};
