import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchUp, FIRST_POSITION, phaseMs, toRunnerExercises, type RunnerExercise } from './runner-progress';

const exercisesArbitrary: fc.Arbitrary<RunnerExercise[]> = fc.array(
  fc.record({
    name: fc.constantFrom('Push-up', 'Plank', 'Squat'),
    sets: fc.integer({ min: 1, max: 4 }),
    workMs: fc.integer({ min: 1, max: 90 }).map((seconds) => seconds * 2000),
    sides: fc.constantFrom(1 as const, 2 as const),
    restBetweenSetsMs: fc.constantFrom(0, 10_000, 15_000),
    restAfterMs: fc.constantFrom(0, 30_000),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('runner progress', () => {
  it('lands in the same place whether it catches up in one jump or in any number of smaller ones', () => {
    fc.assert(
      fc.property(
        exercisesArbitrary,
        fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 12 }),
        (exercises, gaps) => {
          const start = phaseMs(exercises, FIRST_POSITION);
          const end = gaps.reduce((sum, gap) => sum + gap, 0);
          let stepped = { position: FIRST_POSITION, deadline: start, ended: false };
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            if (!stepped.ended) stepped = catchUp(exercises, stepped.position, stepped.deadline, now);
          }
          expect(catchUp(exercises, FIRST_POSITION, start, end)).toEqual(stepped);
        },
      ),
    );
  });

  it('gives an exercise the default 3 sets when its number of sets is missing, zero or not whole', () => {
    const exercises = toRunnerExercises({
      blocks: [
        { name: 'Squat', sets: null },
        { name: 'Lunge', sets: 0 },
        { name: 'Plank', sets: 2.5 },
        { name: 'Push-up', sets: 5 },
      ],
    });
    expect(exercises.map((exercise) => exercise.sets)).toEqual([3, 3, 3, 5]);
  });
});
