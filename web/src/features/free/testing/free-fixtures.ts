import type { FreeStatusReply, Workout, WorkoutExercise } from '../../../../../contracts/workouts';

/** One move of a designed workout; override what a test cares about. */
export function anExercise(overrides: Partial<WorkoutExercise> = {}): WorkoutExercise {
  return {
    id: 'bodyweight-squat',
    animationId: 'bodyweight-squat',
    name: 'Bodyweight squat',
    section: 'main',
    group: 'Main block',
    bodyPart: 'legs',
    equipment: 'none',
    sets: 3,
    reps_or_time: '12 reps',
    unit: 'reps',
    value: 12,
    perSide: false,
    work_sec: 40,
    rest_between_sets_sec: 15,
    rest_sec: 30,
    instructions: ['Stand with feet hip-width apart.', 'Sit back and down, then stand up.'],
    tips: 'Keep your chest up.',
    gifUrl: null,
    ...overrides,
  };
}

/** A short free workout: a warm-up, two main moves and a cool-down. */
export function aWorkout(overrides: Partial<Workout> = {}): Workout {
  return {
    title: 'Hotel room reset',
    total_minutes: 20,
    longevityBoosting: true,
    safety_notes: ['Stop if you feel pain.'],
    level: 'beginner',
    place: 'hotel_room',
    locale: 'en',
    blocks: [
      anExercise({
        id: 'march',
        animationId: 'march',
        name: 'March in place',
        section: 'warmup',
        group: 'Warm-up',
        unit: 'seconds',
        value: 45,
        reps_or_time: '45 seconds',
        sets: 1,
      }),
      anExercise(),
      anExercise({
        id: 'split-squat',
        animationId: 'split-squat',
        name: 'Split squat',
        perSide: true,
        value: 10,
        reps_or_time: '10 reps per side',
      }),
      anExercise({
        id: 'travel-stretch',
        animationId: 'travel-stretch',
        name: 'Travel stretch',
        section: 'cooldown',
        group: 'Cool-down',
        unit: 'seconds',
        value: 30,
        reps_or_time: '30 seconds',
        sets: 1,
        bodyPart: 'full_body',
      }),
    ],
    ...overrides,
  };
}

export const AVAILABLE: FreeStatusReply = { used: false, bonusAvailable: false, available: true };
export const USED: FreeStatusReply = { used: true, bonusAvailable: false, available: false };
export const BONUS_WAITING: FreeStatusReply = { used: true, bonusAvailable: true, available: true };
