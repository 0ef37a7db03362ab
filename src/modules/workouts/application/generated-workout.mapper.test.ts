import { isSelectElement, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../contracts/i18n';
import { workoutMessages } from '../../../../contracts/i18n/workout-messages';
import { WorkoutSchema } from '../../../../contracts/workouts';
import { EXERCISES } from '../data/exercises';
import { WORKOUT_PLACES as PLACES } from '../../../../contracts/workouts';
import { planWorkout } from '../domain/plan-workout';
import { GOALS } from '../domain/planner-input';
import { planExercises } from '../domain/workout-plan';
import { toPlannerInput, type PlanRequest } from './plan-request';
import { catalogueById, repsOrTime, toWorkout } from './generated-workout.mapper';

const catalogue = catalogueById(EXERCISES);

function planFor(request: PlanRequest) {
  const planned = planWorkout(toPlannerInput(request), EXERCISES);
  if (!planned.ok) throw new Error(planned.code);
  return planned.value;
}

describe('a planned workout as clients use it', () => {
  it('writes reps or time as the spec’s parseable English text', () => {
    expect(repsOrTime({ unit: 'seconds', value: 45, perSide: false })).toBe('45 seconds');
    expect(repsOrTime({ unit: 'seconds', value: 30, perSide: true })).toBe('30 seconds per side');
    expect(repsOrTime({ unit: 'reps', value: 12, perSide: false })).toBe('12 reps');
    expect(repsOrTime({ unit: 'reps', value: 1, perSide: true })).toBe('1 rep per side');
  });

  it('flattens warm-up, main blocks and cool-down in order, keeping every planned move and its prescription', () => {
    const plan = planFor({ minutes: 20, place: 'hotel_room', equipment: ['band'], seed: 'mapper' });
    const workout = WorkoutSchema.parse(toWorkout(plan, catalogue, 'en'));
    const moves = planExercises(plan);
    expect(workout.blocks.map((block) => block.id)).toEqual(moves.map((move) => move.exerciseId));
    expect(workout.blocks[0]?.section).toBe('warmup');
    expect(workout.blocks.at(-1)?.section).toBe('cooldown');
    workout.blocks.forEach((block, index) => {
      const move = moves[index]!;
      expect(block).toMatchObject({
        sets: move.sets,
        value: move.value,
        unit: move.unit,
        work_sec: move.workSecondsPerSet,
        rest_sec: move.restAfterSeconds,
      });
      expect(block.animationId).toBe(block.id);
      expect(block.instructions.length).toBeGreaterThan(0);
    });
    expect(workout).toMatchObject({
      title: 'Hotel Room Full Body Workout',
      total_minutes: 20,
      longevityBoosting: plan.longevity,
      locale: 'en',
    });
    expect(workout.safety_notes).toEqual([
      'Stop any move that causes sharp pain or dizziness.',
      'Clear a space the size of a yoga mat; there are no jumps, so the guests below stay undisturbed.',
    ]);
  });

  it('uses the Spanish texts for Spanish, with the same moves', () => {
    const plan = planFor({ minutes: 10, place: 'office', seed: 'es' });
    const en = toWorkout(plan, catalogue, 'en');
    const es = toWorkout(plan, catalogue, 'es');
    expect(en.title).toBe('Office Full Body Workout');
    expect(es.title).toBe('Entrenamiento de cuerpo completo en la oficina');
    expect(es.safety_notes).toEqual([
      'Detén cualquier ejercicio que cause dolor agudo o mareo.',
      'Usa una silla firme sin ruedas y haz los movimientos con calma para no molestar a tus colegas.',
    ]);
    expect(es.blocks.map((block) => block.id)).toEqual(en.blocks.map((block) => block.id));
    expect(es.blocks[0]?.name).toBe(plan.blocks[0]?.exercises[0]?.name.es);
    expect(es.blocks[0]?.reps_or_time).toBe(en.blocks[0]?.reps_or_time);
  });
});

describe('the plan’s own texts', () => {
  it('name every place and goal in the title in their own words, in both languages', () => {
    for (const locale of LOCALES) {
      const title = parse(workoutMessages[locale]['workouts.plan.title']!);
      const choices = (argument: string) =>
        Object.keys(title.filter(isSelectElement).find((element) => element.value === argument)?.options ?? {});
      expect(choices('place'), locale).toEqual(expect.arrayContaining([...PLACES]));
      expect(choices('goal'), locale).toEqual(expect.arrayContaining([...GOALS]));
    }
  });

  it('word the safety notes of every place and every reason to lighten a plan, in both languages', () => {
    for (const place of PLACES) {
      const planned = planWorkout(
        {
          minutes: 15,
          level: 'beginner',
          equipment: [],
          place,
          energy: 'low',
          stress: 'high',
          sleepHours: 4,
          soreness: 'severe',
          goal: 'general_fitness',
          seed: place,
        },
        EXERCISES,
      );
      if (!planned.ok) throw new Error(`${place}: ${planned.code}`);
      for (const locale of LOCALES) {
        const notes = toWorkout(planned.value, catalogue, locale).safety_notes;
        expect(notes, `${place} ${locale}`).toHaveLength(2 + 4);
        expect(new Set(notes).size).toBe(notes.length);
        expect(
          notes.filter((note) => note.startsWith('workouts.')),
          `${place} ${locale}`,
        ).toEqual([]);
      }
    }
  });
});
