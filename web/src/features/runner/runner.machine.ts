import { assign, emit, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  countdownOf,
  countdownReached,
  isRunning,
  startCountdown,
  stopCountdown,
  timeLeft,
  type Countdown,
} from '../../machines/countdown';
import type { PhaseEnd } from '../../components/workout-audio/cues';
import type { MachineClock } from '../../machines/machine-clock';
import { ticker, type TickEvent } from '../../machines/ticker';
import {
  catchUp,
  FIRST_POSITION,
  isSwitchingSides,
  nextExercisePosition,
  nextPosition,
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
 *   (the workout's own `work_sec` when it has one, else from `reps_or_time`,
 *   30 s when that is not a time); `start` runs it;
 * - a per-side set of a workout that says so (`perSide`) is timed as two
 *   equal halves: when the first reaches zero the second starts and the
 *   machine emits `switchSides` (the page's "Switch sides" toast, the audio
 *   cue's hook);
 * - when a set reaches zero and sets remain, a rest starts (the workout's
 *   `rest_between_sets_sec`, else 15 s) and the set shown moves on (2 of 3);
 *   when the rest reaches zero, that set starts; after the last set of an
 *   exercise the next exercise starts at set 1, after the workout's
 *   `rest_sec` when it has one; after the last set of the last exercise it
 *   stops (`finished`);
 * - `pause` / `resume` keep the time left exactly; `toggle` (the Space key)
 *   starts, pauses or resumes, as the state calls for, and does nothing once
 *   the workout has run out;
 * - `skipRest`, during a rest, starts the coming set at once with its full
 *   time (running or paused, as the runner was);
 * - `next` (Next Exercise) moves to the next exercise at set 1, paused with
 *   its full time; there is none on the last exercise;
 * - `complete` (Complete Workout) is accepted on the last exercise only and
 *   ends the machine (`completed`, output `{ completed: true }`, and it emits
 *   `completed`): the page then clears the stored workout and goes to
 *   `/free?completed=true`;
 * - with no stored workout (or one without exercises) it is `empty`: the page
 *   shows "No workout loaded" with a link back;
 * - `reopen`, sent by a page that restored a saved snapshot (a reload), stops
 *   a running runner where it was last seen: same exercise, set and phase,
 *   paused with the time it showed then. It does not count down the time the
 *   page was away, which may be hours.
 *
 * Deadline-based (machines/countdown.ts): while running, the phase's
 * countdown holds when it reaches zero. A timer at the deadline moves the
 * runner on; the invoked ticker (every 250 ms, and when the page shows again)
 * lets it read the clock between deadlines: it records `checkedAt`, which the
 * screen's countdown is drawn from, and catches up when timers were held
 * back. Catching up follows every phase that should have ended by now in
 * turn, each starting at the previous deadline, so the runner is where a wall
 * clock says it is (possibly on a later set, a later exercise, or finished)
 * and never behind.
 *
 * The phase (set or rest) is data rather than states because one late timer
 * may cross several phases at once. The clock comes from the factory, so the
 * context is plain data: the page persists snapshots across a reload.
 *
 * @see features/workouts/runner.feature
 */
export interface RunnerMachineInput {
  /** The stored free workout, or null when there is none. */
  workout: RunnerWorkoutInput | null | undefined;
}

export interface RunnerMachineContext {
  exercises: readonly RunnerExercise[];
  position: RunnerPosition;
  /** The current phase's countdown: running while the runner runs, stopped otherwise. */
  countdown: Countdown;
  /** The last set of the last exercise has reached zero. */
  ended: boolean;
  /** When the runner last read its clock (a tick, a press, a timer): the time shown is the time left then. */
  checkedAt: number;
}

export type RunnerMachineEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** Next Exercise. */
  | { type: 'next' }
  /** Complete Workout. */
  | { type: 'complete' }
  /** The Space key: starts, pauses or resumes, whichever the runner's state calls for. */
  | { type: 'toggle' }
  /** Skip rest: the coming set starts now, with its full time. */
  | { type: 'skipRest' }
  /** The page restored this runner from a saved snapshot (a reload). */
  | { type: 'reopen' }
  /** From the invoked ticker. */
  | TickEvent;

export type RunnerMachineEmitted = { type: 'completed' } | { type: 'switchSides' };

export interface RunnerMachineOutput {
  completed: true;
}

/** The runner on `clock`: the browser's in the app, a SimulatedClock (also given to `createActor`) in tests. */
export function createRunnerMachine(clock: MachineClock) {
  return setup({
    types: {
      input: {} as RunnerMachineInput,
      context: {} as RunnerMachineContext,
      events: {} as RunnerMachineEvent,
      emitted: {} as RunnerMachineEmitted,
      output: {} as RunnerMachineOutput,
    },
    actors: {
      ticker: ticker(clock),
    },
    actions: {
      startClock: assign(({ context }) => {
        const now = clock.now();
        return { countdown: startCountdown(context.countdown, now), checkedAt: now };
      }),
      stopClock: assign(({ context }) => {
        const now = clock.now();
        return { countdown: stopCountdown(context.countdown, now), checkedAt: now };
      }),
      readClock: assign({ checkedAt: () => clock.now() }),
      catchUp: enqueueActions(({ context, enqueue }) => {
        const now = clock.now();
        if (!isRunning(context.countdown)) {
          enqueue.assign({ checkedAt: now });
          return;
        }
        const progress = catchUp(context.exercises, context.position, context.countdown.deadline, now);
        enqueue.assign({
          position: progress.position,
          countdown: { deadline: progress.deadline },
          ended: progress.ended,
          checkedAt: now,
        });
        // Only when the second side is where the runner now is: a catch-up that ran past it has nothing to cue.
        const moved = progress.position !== context.position;
        if (moved && !progress.ended && isSwitchingSides(progress.position)) enqueue.emit({ type: 'switchSides' });
      }),
      stopWhereLastSeen: assign(({ context }) => ({
        countdown: stopCountdown(context.countdown, context.checkedAt),
      })),
      moveToNextExercise: assign(({ context }) => {
        const position = nextExercisePosition(context.exercises, context.position) ?? context.position;
        return { position, countdown: countdownOf(phaseMs(context.exercises, position)), ended: false };
      }),
      stopAtZero: assign({ countdown: countdownOf(0) }),
      startComingSet: assign(({ context }) => {
        const now = clock.now();
        const position = { ...context.position, phase: 'work' as const, side: 1 as const };
        const full = countdownOf(phaseMs(context.exercises, position));
        return { position, countdown: isRunning(context.countdown) ? startCountdown(full, now) : full, checkedAt: now };
      }),
      announceCompletion: emit({ type: 'completed' } as const),
    },
    guards: {
      hasExercises: ({ context }) => context.exercises.length > 0,
      deadlineReached: ({ context }) => countdownReached(context.countdown, clock.now()),
      workoutEnded: ({ context }) => context.ended,
      hasNextExercise: ({ context }) => context.position.index < context.exercises.length - 1,
      onLastExercise: ({ context }) => context.position.index === context.exercises.length - 1,
      resting: ({ context }) => context.position.phase === 'rest',
    },
    delays: {
      timeLeft: ({ context }) => timeLeft(context.countdown, clock.now()),
    },
  }).createMachine({
    id: 'runner',
    context: ({ input }) => {
      const exercises = toRunnerExercises(input.workout);
      return {
        exercises,
        position: FIRST_POSITION,
        countdown: countdownOf(exercises.length > 0 ? phaseMs(exercises, FIRST_POSITION) : 0),
        ended: false,
        checkedAt: clock.now(),
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
          toggle: { target: 'running', actions: 'startClock' },
          next: { guard: 'hasNextExercise', target: 'paused', actions: 'moveToNextExercise' },
          complete: { guard: 'onLastExercise', target: 'completed' },
        },
      },
      running: {
        invoke: { src: 'ticker' },
        after: {
          // Fires at the deadline, or late; an early fire (clock skew) catches up nothing and re-arms.
          timeLeft: { target: 'advancing', actions: 'catchUp' },
        },
        on: {
          tick: [{ guard: 'deadlineReached', target: 'advancing', actions: 'catchUp' }, { actions: 'readClock' }],
          pause: { target: 'pausing', actions: 'catchUp' },
          toggle: { target: 'pausing', actions: 'catchUp' },
          // Re-entered, so the timer is re-armed for the set's full time.
          skipRest: { guard: 'resting', target: 'running', reenter: true, actions: 'startComingSet' },
          next: { guard: 'hasNextExercise', target: 'paused', actions: 'moveToNextExercise' },
          complete: { guard: 'onLastExercise', target: 'completed' },
          reopen: { target: 'paused', actions: 'stopWhereLastSeen' },
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
          toggle: { target: 'running', actions: 'startClock' },
          skipRest: { guard: 'resting', target: 'paused', reenter: true, actions: 'startComingSet' },
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
}

export type RunnerMachine = ReturnType<typeof createRunnerMachine>;
export type RunnerSnapshot = SnapshotFrom<RunnerMachine>;

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

export const isRunnerRunning = (snapshot: RunnerSnapshot): boolean => snapshot.matches('running');

/** The exercise on screen, numbered from 1, or null when there is no workout. Compare with `shallowEqual`. */
export function currentExercise(snapshot: RunnerSnapshot): { name: string; number: number; count: number } | null {
  const { exercises, position } = snapshot.context;
  const exercise = exercises[position.index];
  return exercise ? { name: exercise.name, number: position.index + 1, count: exercises.length } : null;
}

/** "Set x of y", or null when there is no workout. Compare with `shallowEqual`. */
export function setProgress(snapshot: RunnerSnapshot): { set: number; sets: number } | null {
  const { exercises, position } = snapshot.context;
  const exercise = exercises[position.index];
  return exercise ? { set: position.set, sets: exercise.sets } : null;
}

/** Whether a set is being timed or the rest before the next one. */
export const runnerPhase = (snapshot: RunnerSnapshot): RunnerPhase => snapshot.context.position.phase;

/** The side being worked (1 or 2) during a per-side set, else null. */
export function currentSide(snapshot: RunnerSnapshot): 1 | 2 | null {
  const { exercises, position } = snapshot.context;
  return position.phase === 'work' && exercises[position.index]?.sides === 2 ? position.side : null;
}

/**
 * Milliseconds left in the current phase at `at`: by default when the runner
 * last read its clock (what the screen shows; the ticker keeps it within a
 * tick of now). Tests and @machine steps pass their clock's now.
 */
export const remainingMs = (snapshot: RunnerSnapshot, at: number = snapshot.context.checkedAt): number =>
  timeLeft(snapshot.context.countdown, at);

/** The whole seconds the timer shows: 29.2 s left shows 30, as a countdown does. */
export const remainingSeconds = (snapshot: RunnerSnapshot, at?: number): number => Math.ceil(remainingMs(snapshot, at) / 1000);

/** Whether the exercise on screen is the workout's last (Complete Workout is offered there). */
export function isLastExercise(snapshot: RunnerSnapshot): boolean {
  const { exercises, position } = snapshot.context;
  return exercises.length > 0 && position.index === exercises.length - 1;
}

/** Whether Skip rest is offered now (during a rest). */
export const canSkipRest = (snapshot: RunnerSnapshot): boolean => snapshot.can({ type: 'skipRest' });

/** The exercise and set that start when the rest ends, or null when not resting. Compare with `shallowEqual`. */
export function comingUp(snapshot: RunnerSnapshot): { name: string; set: number; sets: number } | null {
  const { exercises, position } = snapshot.context;
  const exercise = exercises[position.index];
  return exercise && position.phase === 'rest' ? { name: exercise.name, set: position.set, sets: exercise.sets } : null;
}

/**
 * How much of the workout is done, 0 to 100 (spec 2 §4: (exercise index +
 * sets done / sets) / exercises × 100): 0 before the first set ends, 100 once
 * the last set has run out.
 */
export function percentDone(snapshot: RunnerSnapshot): number {
  const { exercises, position, ended } = snapshot.context;
  const exercise = exercises[position.index];
  if (!exercise) return 0;
  if (ended || snapshot.matches('finished') || snapshot.matches('completed')) return 100;
  const setsDone = position.set - 1;
  return Math.round(((position.index + setsDone / exercise.sets) / exercises.length) * 100);
}

/** Whether Next Exercise is offered now. */
export const canGoToNextExercise = (snapshot: RunnerSnapshot): boolean => snapshot.can({ type: 'next' });

/** Whether Complete Workout is offered now. */
export const canCompleteWorkout = (snapshot: RunnerSnapshot): boolean => snapshot.can({ type: 'complete' });

/** The runner actor a page holds. */
export type RunnerActor = ActorRefFrom<RunnerMachine>;

/** The index of the exercise on screen in the workout's blocks. */
export const exerciseIndex = (snapshot: RunnerSnapshot): number => snapshot.context.position.index;

/**
 * The running phase's end and what is said then: `rest` when a rest follows,
 * `switch-sides` halfway through a per-side set, `go` when a set follows,
 * `done` after the last set. Null unless running.
 */
export function runnerPhaseEnd(snapshot: RunnerSnapshot): PhaseEnd | null {
  const { exercises, position, countdown } = snapshot.context;
  if (!snapshot.matches('running') || !isRunning(countdown)) return null;
  const next = nextPosition(exercises, position);
  const cue = !next ? 'done' : next.phase === 'rest' ? 'rest' : isSwitchingSides(next) ? 'switch-sides' : 'go';
  return { deadline: countdown.deadline, cue };
}
