import type { Workout, WorkoutExercise, WorkoutPlace } from '../../../contracts/workouts';

/** One move of a designed workout, as the server sends it; the scenario names what it cares about. */
export function aMove(overrides: Partial<WorkoutExercise> & Pick<WorkoutExercise, 'name'>): WorkoutExercise {
  const id = overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    animationId: id,
    section: 'main',
    group: 'Main block',
    bodyPart: 'full_body',
    equipment: 'none',
    sets: 2,
    reps_or_time: '10 reps',
    unit: 'reps',
    value: 10,
    perSide: false,
    work_sec: 30,
    rest_between_sets_sec: 20,
    rest_sec: 30,
    instructions: ['Set up.', 'Move with control.'],
    tips: '',
    gifUrl: null,
    ...overrides,
  };
}

/** A designed quick workout of `count` moves for `minutes` at `place`. */
export function aQuickWorkout(minutes: number, count: number, place: WorkoutPlace = 'airport'): Workout {
  return {
    title: 'Airport Gate Full Body Workout',
    total_minutes: minutes,
    longevityBoosting: false,
    safety_notes: ['Stop any move that causes sharp pain or dizziness.'],
    level: 'beginner',
    place,
    locale: 'en',
    blocks: Array.from({ length: count }, (_, i) => aMove({ name: `Move ${i + 1}` })),
  };
}
