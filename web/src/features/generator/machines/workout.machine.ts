import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Level } from '../../../../../contracts/workouts/vocabulary';
import {
  countdownOf,
  countdownReached,
  isRunning,
  startCountdown,
  stopCountdown,
  timeLeft,
  type Countdown,
} from '../../../machines/countdown';
import type { MachineClock } from '../../../machines/machine-clock';
import { ticker, type TickEvent } from '../../../machines/ticker';
import { beepsBefore, type Beep } from '../../../components/workout-audio/beeps';
import type { PhaseEnd } from '../../../components/workout-audio/cues';
import {
  catchUp,
  completeSet,
  EXERCISE_MS,
  firstSession,
  progressPercent,
  SET_COUNT,
  totalSetsDone,
  type SessionChange,
  type SessionState,
} from './workout-session';

/**
 * The generator's active workout (spec 2 §2 item 5, §4 "Set completion",
 * §9): it starts running on exercise 1, set 1, with 45 s on the timer.
 * - `completeSet` (the button, or the set's timer reaching zero while
 *   running): sets 1 and 2 are counted and a 10-second rest starts; the third
 *   moves to the next exercise at set 1 after a 30/45/60-second rest by level;
 *   the third set of the last exercise completes the workout (running stops;
 *   output: the summary). Not during a rest (the button is disabled).
 * - the rest reaching zero sets the timer back to 45 s and the set runs;
 * - `pause` / `resume` / `toggle` (Space) keep the time left exactly;
 * - `resetTimer` puts the set's timer back to 45 s, running or paused as it
 *   was; not during a rest.
 * Each phase change is emitted (a `SessionChange`) for the toasts and the
 * screen reader.
 *
 * Deadline-based (machines/countdown.ts): while running, the phase's
 * countdown holds when it reaches zero; a timer at that deadline, or a tick
 * of the invoked ticker that finds it passed, catches up through every phase
 * that ended since, each starting at the previous deadline. So a hidden tab,
 * a locked phone or a sleeping laptop finds the workout where a wall clock
 * says it is. The countdown before it hands over `startedAt`, the moment the
 * workout began, so the workout is timed from then even when the page only
 * learns of it later.
 *
 * @see features/generator/machine-workout.feature
 */
export interface WorkoutMachineInput {
  exerciseCount: number;
  level: Level;
  /** When the workout began (clock ms): the countdown's end, or the skip. */
  startedAt: number;
}

export interface WorkoutMachineContext {
  level: Level;
  session: SessionState;
  /** The phase's countdown: running while the workout runs, stopped otherwise. */
  countdown: Countdown;
  /** When the machine last read its clock: the time shown is the time left then. */
  checkedAt: number;
  /** The phase changes of the last step, emitted in order. */
  changes: readonly SessionChange[];
}

export type WorkoutMachineEvent =
  | { type: 'completeSet' }
  | { type: 'pause' }
  | { type: 'resume' }
  /** Space: pauses or resumes. */
  | { type: 'toggle' }
  | { type: 'resetTimer' }
  | TickEvent;

export interface WorkoutSummary {
  exerciseCount: number;
  setsDone: number;
  /** Sets done of each exercise, in the plan's order. */
  setsByExercise: readonly number[];
}

export function createWorkoutMachine(clock: MachineClock) {
  return setup({
    types: {
      input: {} as WorkoutMachineInput,
      context: {} as WorkoutMachineContext,
      events: {} as WorkoutMachineEvent,
      emitted: {} as SessionChange,
      output: {} as WorkoutSummary,
    },
    actors: { ticker: ticker(clock) },
    actions: {
      catchUp: assign(({ context }) => {
        const now = clock.now();
        if (!isRunning(context.countdown)) return { checkedAt: now, changes: [] };
        const caught = catchUp(context.session, context.level, context.countdown.deadline, now);
        return { session: caught.state, countdown: { deadline: caught.deadline }, checkedAt: now, changes: caught.changes };
      }),
      readClock: assign({ checkedAt: () => clock.now() }),
      completeSet: assign(({ context }) => {
        const now = clock.now();
        const next = completeSet(context.session, context.level);
        const phase = countdownOf(next.phaseMs);
        return {
          session: next.state,
          countdown: isRunning(context.countdown) ? startCountdown(phase, now) : phase,
          checkedAt: now,
          changes: [next.change],
        };
      }),
      resetTimer: assign(({ context }) => {
        const now = clock.now();
        const full = countdownOf(EXERCISE_MS);
        return { countdown: isRunning(context.countdown) ? startCountdown(full, now) : full, checkedAt: now, changes: [] };
      }),
      startClock: assign(({ context }) => {
        const now = clock.now();
        return { countdown: startCountdown(context.countdown, now), checkedAt: now, changes: [] };
      }),
      stopClock: assign(({ context }) => {
        const now = clock.now();
        return { countdown: stopCountdown(context.countdown, now), checkedAt: now };
      }),
      stopAtZero: assign({ countdown: countdownOf(0) }),
      announceChanges: enqueueActions(({ context, enqueue }) => {
        for (const change of context.changes) enqueue.emit(change);
      }),
    },
    guards: {
      deadlineReached: ({ context }) => countdownReached(context.countdown, clock.now()),
      completed: ({ context }) => context.session.completed,
      setRunning: ({ context }) => !context.session.resting && !context.session.completed,
    },
    delays: {
      timeLeft: ({ context }) => timeLeft(context.countdown, clock.now()),
    },
  }).createMachine({
    id: 'workout',
    context: ({ input }) => ({
      level: input.level,
      session: firstSession(input.exerciseCount),
      countdown: { deadline: input.startedAt + EXERCISE_MS },
      checkedAt: input.startedAt,
      changes: [],
    }),
    // The workout may have begun a while ago (a countdown that ended in a hidden tab): catch up first.
    initial: 'advancing',
    output: ({ context }) => ({
      exerciseCount: context.session.setsDone.length,
      setsDone: totalSetsDone(context.session),
      setsByExercise: context.session.setsDone,
    }),
    states: {
      /** Transient: after a press or catching up, the workout is over or runs on (re-arming its timer). */
      advancing: {
        entry: ['catchUp', 'announceChanges'],
        always: [{ guard: 'completed', target: 'completed' }, { target: 'running' }],
      },
      running: {
        invoke: { src: 'ticker' },
        after: {
          // At the deadline, or late; an early fire catches up nothing and re-arms.
          timeLeft: { target: 'advancing' },
        },
        on: {
          tick: [{ guard: 'deadlineReached', target: 'advancing' }, { actions: 'readClock' }],
          completeSet: { guard: 'setRunning', target: 'settling', actions: ['catchUp', 'announceChanges'] },
          resetTimer: { guard: 'setRunning', target: 'running', reenter: true, actions: 'resetTimer' },
          pause: { target: 'pausing', actions: ['catchUp', 'announceChanges'] },
          toggle: { target: 'pausing', actions: ['catchUp', 'announceChanges'] },
        },
      },
      /** Transient: a press that arrives after its phase ended (timers held back) finds the phase already moved on. */
      settling: {
        always: [
          { guard: 'completed', target: 'completed' },
          { guard: 'setRunning', target: 'advancing', actions: ['completeSet', 'announceChanges'] },
          { target: 'running' },
        ],
      },
      pausing: {
        always: [
          { guard: 'completed', target: 'completed' },
          { target: 'paused', actions: 'stopClock' },
        ],
      },
      paused: {
        on: {
          resume: { target: 'advancing', actions: 'startClock' },
          toggle: { target: 'advancing', actions: 'startClock' },
          completeSet: [{ guard: 'setRunning', target: 'pausedAfterSet', actions: ['completeSet', 'announceChanges'] }],
          resetTimer: { guard: 'setRunning', actions: 'resetTimer' },
        },
      },
      /** Transient: a set completed while paused either completed the workout or leaves it paused in its rest. */
      pausedAfterSet: {
        always: [{ guard: 'completed', target: 'completed' }, { target: 'paused' }],
      },
      completed: {
        type: 'final',
        entry: 'stopAtZero',
      },
    },
  });
}

export type WorkoutMachine = ReturnType<typeof createWorkoutMachine>;
export type WorkoutSnapshot = SnapshotFrom<WorkoutMachine>;
export type WorkoutActor = ActorRefFrom<WorkoutMachine>;

/** Milliseconds left in the phase at `at`: by default when the machine last read its clock (what the screen shows). */
export const workoutMsLeft = (snapshot: WorkoutSnapshot, at: number = snapshot.context.checkedAt): number =>
  timeLeft(snapshot.context.countdown, at);

/** The whole seconds the big timer shows: 29.2 s left shows 30. */
export const workoutSecondsLeft = (snapshot: WorkoutSnapshot, at?: number): number => Math.ceil(workoutMsLeft(snapshot, at) / 1000);

export const isWorkoutRunning = (snapshot: WorkoutSnapshot): boolean => snapshot.matches('running');

export const workoutPercent = (snapshot: WorkoutSnapshot): number => progressPercent(snapshot.context.session);

/** Sets done on the exercise on screen, 0 to 3 (the set-progress bar). */
export const setsDoneHere = (snapshot: WorkoutSnapshot): number => snapshot.context.session.setsDone[snapshot.context.session.index] ?? 0;

export { SET_COUNT };

/**
 * The running phase's end and what is said then: `go` when a rest ends, `rest`
 * when a set ends and another or the next exercise follows, `done` at the
 * last set of the last exercise. Null while paused or completed.
 */
export function workoutPhaseEnd(snapshot: WorkoutSnapshot): PhaseEnd | null {
  const { countdown, session } = snapshot.context;
  if (!snapshot.matches('running') || !isRunning(countdown) || session.completed) return null;
  const last = session.index === session.setsDone.length - 1 && session.set === SET_COUNT;
  return { deadline: countdown.deadline, cue: session.resting ? 'go' : last ? 'done' : 'rest' };
}

/** The beeps still to sound before the running phase reaches zero; none while paused. */
export function workoutBeeps(snapshot: WorkoutSnapshot, now: number): Beep[] {
  const end = workoutPhaseEnd(snapshot);
  return end ? beepsBefore('workout', end.deadline, now) : [];
}
