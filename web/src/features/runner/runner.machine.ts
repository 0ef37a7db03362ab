import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import {
  catchUp,
  FIRST_POSITION,
  nextExercisePosition,
  phaseMs,
  toRunnerExercises,
  type RunnerExercise,
  type RunnerPhase,
  type RunnerPosition,
  type RunnerWorkoutInput,
} from './runner-progress';

/**
 * The free workout runner at /runner (spec 1 §2 "Runner", spec 2 §4 "Free
 * runner", spec 1 §9):
 * - it opens `ready` on the first exercise, set 1, with the set's full time
 *   (from `reps_or_time`, 30 s when that is not a time); `start` runs it;
 * - when a set reaches zero and sets remain, a 15-second rest starts and the
 *   set shown moves on (2 of 3); when the rest reaches zero, that set starts;
 *   after the last set of an exercise the next exercise starts at set 1;
 *   after the last set of the last exercise it stops (`finished`);
 * - `pause` / `resume` keep the time left exactly;
 * - `next` (Next Exercise) moves to the next exercise at set 1, paused with
 *   its full time; there is none on the last exercise;
 * - `complete` (Complete Workout) is accepted on the last exercise only and
 *   ends the machine (`completed`, output `{ completed: true }`, and it emits
 *   `completed`): the page then clears the stored workout and goes to
 *   `/free?completed=true`;
 * - with no stored workout (or one without exercises) it is `empty`: the page
 *   shows "No workout loaded" with a link back.
 *
 * Deadline-based: while running, the context keeps when the current phase
 * reaches zero; the time left is always `deadline − now`. When a timer fires
 * late or the page sends `tick` after a gap (a throttled background tab, a
 * sleeping laptop), every phase that should have ended by now is followed in
 * turn, each starting at the previous deadline: the runner is where a wall
 * clock says it is — possibly on a later set, a later exercise or finished —
 * and never behind. The page sends `tick` on its display refresh and when it
 * becomes visible again, so the screen catches up at once.
 *
 * Next Exercise and Complete Workout act on the exercise on screen (the
 * last snapshot); Pause first catches up, so the time it keeps is the true
 * time left.
 *
 * The phase (set or rest) is data rather than states because one late timer
 * may cross several phases at once. `now` comes from `input` (Date.now in the
 * app, which keeps counting while a laptop sleeps; tests and @machine steps
 * pass a SimulatedClock's).
 *
 * @see features/workouts/runner.feature
 */
export interface RunnerMachineInput {
  /** The stored free workout, or null when there is none. */
  workout: RunnerWorkoutInput | null | undefined;
  /** The current time in ms from the same clock as the actor's timers. */
  now: () => number;
}

export interface RunnerMachineContext {
  now: () => number;
  exercises: readonly RunnerExercise[];
  position: RunnerPosition;
  /** While running: when the current phase reaches zero (clock time, ms). */
  deadline: number;
  /** While ready or paused: the time left in the current phase (ms). */
  remaining: number;
  /** The last set of the last exercise has reached zero. */
  ended: boolean;
}

export type RunnerMachineEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** The page's display refresh: lets the runner catch up after timers were held back. */
  | { type: 'tick' }
  /** Next Exercise. */
  | { type: 'next' }
  /** Complete Workout. */
  | { type: 'complete' };

export type RunnerMachineEmitted = { type: 'completed' };

export interface RunnerMachineOutput {
  completed: true;
}

export const runnerMachine = setup({
  types: {
    input: {} as RunnerMachineInput,
    context: {} as RunnerMachineContext,
    events: {} as RunnerMachineEvent,
    emitted: {} as RunnerMachineEmitted,
    output: {} as RunnerMachineOutput,
  },
  actions: {
    startClock: assign(({ context }) => ({ deadline: context.now() + context.remaining })),
    stopClock: assign(({ context }) => ({ remaining: Math.max(0, context.deadline - context.now()) })),
    catchUp: assign(({ context }) =>
      catchUp(context.exercises, context.position, context.deadline, context.now()),
    ),
    moveToNextExercise: assign(({ context }) => {
      const position = nextExercisePosition(context.exercises, context.position) ?? context.position;
      return { position, remaining: phaseMs(context.exercises, position), ended: false };
    }),
    stopAtZero: assign({ remaining: 0 }),
    announceCompletion: emit({ type: 'completed' } as const),
  },
  guards: {
    hasExercises: ({ context }) => context.exercises.length > 0,
    deadlineReached: ({ context }) => context.now() >= context.deadline,
    workoutEnded: ({ context }) => context.ended,
    hasNextExercise: ({ context }) => context.position.index < context.exercises.length - 1,
    onLastExercise: ({ context }) => context.position.index === context.exercises.length - 1,
  },
  delays: {
    timeLeft: ({ context }) => Math.max(0, context.deadline - context.now()),
  },
}).createMachine({
  id: 'runner',
  context: ({ input }) => {
    const exercises = toRunnerExercises(input.workout);
    return {
      now: input.now,
      exercises,
      position: FIRST_POSITION,
      deadline: 0,
      remaining: exercises.length > 0 ? phaseMs(exercises, FIRST_POSITION) : 0,
      ended: false,
    };
  },
  initial: 'opening',
  output: { completed: true },
  states: {
    opening: {
      always: [{ guard: 'hasExercises', target: 'ready' }, { target: 'empty' }],
    },
    /** No stored workout: nothing to run. */
    empty: {},
    /** On the first set with its full time, waiting for Start. */
    ready: {
      on: {
        start: { target: 'running', actions: 'startClock' },
        next: { guard: 'hasNextExercise', target: 'paused', actions: 'moveToNextExercise' },
        complete: { guard: 'onLastExercise', target: 'completed' },
      },
    },
    running: {
      after: {
        // Fires at the deadline, or late; an early fire (clock skew) catches up nothing and re-arms.
        timeLeft: { target: 'advancing', actions: 'catchUp' },
      },
      on: {
        tick: { guard: 'deadlineReached', target: 'advancing', actions: 'catchUp' },
        pause: { target: 'pausing', actions: 'catchUp' },
        next: { guard: 'hasNextExercise', target: 'paused', actions: 'moveToNextExercise' },
        complete: { guard: 'onLastExercise', target: 'completed' },
      },
    },
    /** Transient: after catching up, either the workout is over or the runner runs on (re-arming its timer). */
    advancing: {
      always: [{ guard: 'workoutEnded', target: 'finished' }, { target: 'running' }],
    },
    /** Transient: a pause that arrives after the end (its timer held back) finds the workout finished. */
    pausing: {
      always: [
        { guard: 'workoutEnded', target: 'finished' },
        { target: 'paused', actions: 'stopClock' },
      ],
    },
    paused: {
      on: {
        resume: { target: 'running', actions: 'startClock' },
        next: { guard: 'hasNextExercise', target: 'paused', reenter: true, actions: 'moveToNextExercise' },
        complete: { guard: 'onLastExercise', target: 'completed' },
      },
    },
    /** The last set of the last exercise reached zero: the timer stops; Complete Workout remains. */
    finished: {
      entry: 'stopAtZero',
      on: {
        complete: { target: 'completed' },
      },
    },
    completed: {
      type: 'final',
      entry: 'announceCompletion',
    },
  },
});

export type RunnerSnapshot = SnapshotFrom<typeof runnerMachine>;

export type RunnerStatus = 'empty' | 'ready' | 'running' | 'paused' | 'finished' | 'completed';

/** What the runner is doing, for the page (the transient states never show in a snapshot). */
export function runnerStatus(snapshot: RunnerSnapshot): RunnerStatus {
  if (snapshot.matches('running')) return 'running';
  if (snapshot.matches('paused')) return 'paused';
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('finished')) return 'finished';
  if (snapshot.matches('completed')) return 'completed';
  return 'empty';
}

/** The exercise on screen, numbered from 1, or null when there is no workout. */
export function currentExercise(
  snapshot: RunnerSnapshot,
): { name: string; number: number; count: number } | null {
  const { exercises, position } = snapshot.context;
  const exercise = exercises[position.index];
  return exercise ? { name: exercise.name, number: position.index + 1, count: exercises.length } : null;
}

/** "Set x of y", or null when there is no workout. */
export function setProgress(snapshot: RunnerSnapshot): { set: number; sets: number } | null {
  const { exercises, position } = snapshot.context;
  const exercise = exercises[position.index];
  return exercise ? { set: position.set, sets: exercise.sets } : null;
}

/** Whether a set is being timed or the rest before the next one. */
export const runnerPhase = (snapshot: RunnerSnapshot): RunnerPhase => snapshot.context.position.phase;

/**
 * Milliseconds left in the current phase at `at` (the clock's now by
 * default): `deadline − at` while running, the kept time otherwise. A page
 * that re-renders on its own timer passes its render time.
 */
export function remainingMs(snapshot: RunnerSnapshot, at: number = snapshot.context.now()): number {
  const { context } = snapshot;
  if (snapshot.matches('running')) return Math.max(0, context.deadline - at);
  if (snapshot.matches('ready') || snapshot.matches('paused')) return context.remaining;
  return 0;
}

/** The whole seconds the timer shows: 29.2 s left shows 30, as a countdown does. */
export const remainingSeconds = (snapshot: RunnerSnapshot, at?: number): number =>
  Math.ceil(remainingMs(snapshot, at) / 1000);

/** Whether the exercise on screen is the workout's last (Complete Workout is offered there). */
export function isLastExercise(snapshot: RunnerSnapshot): boolean {
  const { exercises, position } = snapshot.context;
  return exercises.length > 0 && position.index === exercises.length - 1;
}

/** Whether Next Exercise is offered now. */
export const canGoToNextExercise = (snapshot: RunnerSnapshot): boolean => snapshot.can({ type: 'next' });

/** Whether Complete Workout is offered now. */
export const canCompleteWorkout = (snapshot: RunnerSnapshot): boolean => snapshot.can({ type: 'complete' });

/** Everything the runner page draws, in one read. */
export interface RunnerView {
  status: RunnerStatus;
  exercise: { name: string; number: number; count: number } | null;
  set: { set: number; sets: number } | null;
  phase: RunnerPhase;
  remainingSeconds: number;
  isLastExercise: boolean;
  canGoToNextExercise: boolean;
  canCompleteWorkout: boolean;
}

export const runnerView = (snapshot: RunnerSnapshot, at?: number): RunnerView => ({
  status: runnerStatus(snapshot),
  exercise: currentExercise(snapshot),
  set: setProgress(snapshot),
  phase: runnerPhase(snapshot),
  remainingSeconds: remainingSeconds(snapshot, at),
  isLastExercise: isLastExercise(snapshot),
  canGoToNextExercise: canGoToNextExercise(snapshot),
  canCompleteWorkout: canCompleteWorkout(snapshot),
});
