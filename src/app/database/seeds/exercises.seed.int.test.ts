import { describe, expect, it } from 'vitest';
import { EXERCISE_ALIASES, EXERCISES } from '../../../modules/workouts';
import { useTestDatabase } from '../testing/test-database';
import { runSeeds } from '.';
import { exercisesSeed } from './exercises.seed';

const db = useTestDatabase();

async function count(table: string): Promise<number> {
  const row = await db.knex(table).count({ count: '*' }).first();
  return Number(row?.count);
}

describe('the exercise catalogue seed', () => {
  it('loads every exercise of the repo catalogue, with both languages and the Custom demo tag', async () => {
    expect(await count('exercises')).toBe(EXERCISES.length);
    const pushUp = await db.knex('exercises').where({ id: 'push-up' }).first();
    expect(pushUp).toMatchObject({
      name_en: 'Push-up',
      name_es: 'Flexión',
      body_part: 'chest',
      equipment: ['none'],
      places: ['hotel_room', 'home', 'gym'],
      needs_floor: true,
      noisy: false,
      level: 'intermediate',
      prescription: { sets: 3, unit: 'reps', value: 12, perSide: false },
      source_url: 'LOCAL_SEQUENCE',
    });
    expect(pushUp.instructions.en).toHaveLength(3);
    expect(pushUp.instructions.es[0]).toContain('plancha alta');
    expect(pushUp.tips.es).toHaveLength(1);
  });

  it('maps every workout id of the spec to its catalogue exercise', async () => {
    const rows: { alias: string; exercise_id: string; name_en: string }[] = await db
      .knex('exercise_aliases')
      .join('exercises', 'exercises.id', 'exercise_aliases.exercise_id')
      .select('alias', 'exercise_id', 'name_en');
    expect(Object.fromEntries(rows.map((row) => [row.alias, row.exercise_id]))).toEqual(EXERCISE_ALIASES);
    expect(rows.find((row) => row.alias === 'squat-bodyweight')?.name_en).toBe('Bodyweight squat');
  });

  it('is idempotent, restores edited catalogue text and keeps a media address', async () => {
    const before = [await count('exercises'), await count('exercise_aliases')];
    await db.knex('exercises').where({ id: 'plank' }).update({ name_en: 'Edited', source_url: 'https://media.example/plank.gif' });
    await db.knex('exercise_aliases').where({ alias: 'plank-front' }).update({ exercise_id: 'push-up' });

    await runSeeds(db.knex, [exercisesSeed]);
    await runSeeds(db.knex);

    expect([await count('exercises'), await count('exercise_aliases')]).toEqual(before);
    expect(await db.knex('exercises').where({ id: 'plank' }).first()).toMatchObject({
      name_en: 'Plank',
      source_url: 'https://media.example/plank.gif',
    });
    expect(await db.knex('exercise_aliases').where({ alias: 'plank-front' }).first()).toMatchObject({ exercise_id: 'plank' });
  });

  it('stores the place rules the planner relies on: nothing on the floor at the airport, nothing noisy in a hotel room', async () => {
    const floorAtAirport = await db.knex('exercises').where('needs_floor', true).whereRaw(`'airport' = any(places)`);
    const noisyInHotel = await db.knex('exercises').where('noisy', true).whereRaw(`'hotel_room' = any(places)`);
    expect([floorAtAirport.length, noisyInHotel.length]).toEqual([0, 0]);
  });
});
