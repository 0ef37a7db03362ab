import type { SessionOutcome } from '../../../../../contracts/gamification/progress.schemas';
import type { UsageStatus } from '../../../../../contracts/usage/usage.schemas';
import type { GenerateWorkoutReply, Workout, WorkoutExercise } from '../../../../../contracts/workouts/workouts.schemas';

/** One move of a quick workout; override what a test cares about. */
export function aMove(overrides: Partial<WorkoutExercise> = {}): WorkoutExercise {
  return {
    id: 'wall-push-up',
    animationId: 'wall-push-up',
    name: 'Wall push-up',
    section: 'main',
    group: 'Main block',
    bodyPart: 'chest',
    equipment: 'none',
    sets: 2,
    reps_or_time: '10 reps',
    unit: 'reps',
    value: 10,
    perSide: false,
    work_sec: 30,
    rest_between_sets_sec: 20,
    rest_sec: 30,
    instructions: ['Stand an arm’s length from a wall.', 'Lower your chest to the wall, then push away.'],
    tips: '',
    gifUrl: null,
    ...overrides,
  };
}

/** A gate-wait workout as `POST /api/workout/generate` answers it: three moves, two safety notes. */
export function aQuickWorkout(overrides: Partial<Workout> = {}): Workout {
  return {
    title: 'Airport Gate Full Body Workout',
    total_minutes: 10,
    longevityBoosting: false,
    safety_notes: ['Stop any move that causes sharp pain or dizziness.', 'Keep your bags within reach.'],
    level: 'beginner',
    place: 'airport',
    locale: 'en',
    blocks: [
      aMove({ id: 'hip-circles', animationId: 'hip-circles', name: 'Hip circles', section: 'warmup', unit: 'seconds', value: 35, sets: 1 }),
      aMove(),
      aMove({ id: 'reverse-lunge', animationId: 'reverse-lunge', name: 'Reverse lunge', value: 8, perSide: true }),
    ],
    ...overrides,
  };
}

export const FREE_WEEK: UsageStatus = {
  allowed: true,
  remaining: 1,
  subscriptionStatus: 'none',
  plan: 'free',
  limit: 2,
  weekStart: '2026-11-30',
  resetsAt: '2026-12-07T00:00:00.000Z',
};

export const generated = (workout: Workout = aQuickWorkout()): GenerateWorkoutReply => ({
  workout,
  generationId: '00000000-0000-4000-8000-000000000010',
  usage: FREE_WEEK,
});

export const anOutcome = (overrides: Partial<SessionOutcome> = {}): SessionOutcome => ({
  session: {
    id: '00000000-0000-4000-8000-000000000011',
    score: 125,
    durationMin: 10,
    context: 'airport',
    calories: 41,
    completedAt: '2026-12-01T09:30:00.000Z',
  },
  points: { total: 125 },
  streak: { current: 1, longest: 1 },
  newBadges: [{ code: 'FIRST_WORKOUT' }],
  replayed: false,
  ...overrides,
});
