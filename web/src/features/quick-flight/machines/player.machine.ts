import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  countdownOf,
  countdownReached,
  isRunning,
  startCountdown,
  stopCountdown,
  timeLeft,
  type Countdown,
} from '../../../machines/countdown';
import type { PhaseEnd } from '../../../components/workout-audio/cues';
import type { MachineClock } from '../../../machines/machine-clock';
import { ticker, type TickEvent } from '../../../machines/ticker';
import {
  catchUp,
  FIRST_POSITION,
  nextPosition,
  phaseMs,
  progressPercent,
  repsCounted,
  setsDone,
  workMs,
  type PlayerExercise,
  type PlayerPosition,
} from './player-timeline';

/**
 * The quick flight workout player (spec 2 §2 "Workout player", §4 "Player",
 * §9). It opens paused on exercise 1, set 1:
 * - `start` runs it (the timer runs only while playing); `pause` stops it
 *   with the time left kept exactly;
 * - a rep set counts one rep every 2.5 s and is complete at its target; a
 *   timed set is complete at zero; 100 ms later (the completion callback)
 *   the player moves on to the workout's rest, the next set, the next
 *   exercise, or, after the last set of the last exercise, `finished`;
 * - `stop` stops it and puts the set shown back to its start (no reps
 *   counted, its full time), paused; during a rest that is the coming set;
 * - the last 3 seconds of a timer (a timed set or a rest) beep: the
 *   snapshot's `playerPhaseEnd` says when, and the page's workout sound
 *   plays them with the cue of what follows. A rep counter does not beep.
 *
 * Deadline-based like the runner and the generator (docs/adr/0013, 0032):
 * while running, the phase's countdown holds its deadline; a timer at it, or
 * a tick of the invoked ticker that finds it passed, catches up through
 * every phase that ended since, each starting at the previous deadline.
 *
 * @see features/workouts/quick-flight-player.feature
 */
export interface PlayerMachineInput {
  exercises: readonly PlayerExercise[];
}

export interface PlayerMachineContext {
  exercises: readonly PlayerExercise[];
  position: PlayerPosition;
  /** The phase's countdown: running while the player plays, stopped otherwise. */
  countdown: Countdown;
  /** The last set of the last exercise is complete. */
  finished: boolean;
  /** When the machine last read its clock: the screen shows the player as it was then. */
  checkedAt: number;
}

export type PlayerMachineEvent = { type: 'start' } | { type: 'pause' } | { type: 'stop' } | TickEvent;

export function createPlayerMachine(clock: MachineClock) {
  return setup({
    types: {
      input: {} as PlayerMachineInput,
      context: {} as PlayerMachineContext,
      events: {} as PlayerMachineEvent,
    },
    actors: { ticker: ticker(clock) },
    actions: {
      catchUp: assign(({ context }) => {
        const now = clock.now();
        if (!isRunning(context.countdown)) return { checkedAt: now };
        const caught = catchUp(context.exercises, context.position, context.countdown.deadline, now);
        return { position: caught.position, countdown: { deadline: caught.deadline }, finished: caught.finished, checkedAt: now };
      }),
      readClock: assign({ checkedAt: () => clock.now() }),
      startClock: assign(({ context }) => {
        const now = clock.now();
        return { countdown: startCountdown(context.countdown, now), checkedAt: now };
      }),
      stopClock: assign(({ context }) => {
        const now = clock.now();
        return { countdown: stopCountdown(context.countdown, now), checkedAt: now };
      }),
      rewindSet: assign(({ context }) => {
        const position: PlayerPosition = { ...context.position, phase: 'work' };
        return { position, countdown: countdownOf(phaseMs(context.exercises, position)), checkedAt: clock.now() };
      }),
      stopAtEnd: assign({ countdown: countdownOf(0) }),
    },
    guards: {
      deadlineReached: ({ context }) => countdownReached(context.countdown, clock.now()),
      finished: ({ context }) => context.finished,
    },
    delays: {
      timeLeft: ({ context }) => timeLeft(context.countdown, clock.now()),
    },
  }).createMachine({
    id: 'player',
    context: ({ input }) => ({
      exercises: input.exercises,
      position: FIRST_POSITION,
      countdown: countdownOf(input.exercises[0] ? workMs(input.exercises[0]) : 0),
      finished: input.exercises.length === 0,
      checkedAt: clock.now(),
    }),
    initial: 'opening',
    states: {
      /** Transient: a workout without exercises has nothing to play. */
      opening: {
        always: [{ guard: 'finished', target: 'finished' }, { target: 'paused' }],
      },
      paused: {
        on: {
          start: { target: 'advancing', actions: 'startClock' },
          stop: { actions: 'rewindSet' },
        },
      },
      /** Transient: after a press or a timer, the player has finished or plays on (re-arming its timer). */
      advancing: {
        entry: 'catchUp',
        always: [{ guard: 'finished', target: 'finished' }, { target: 'running' }],
      },
      running: {
        invoke: { src: 'ticker' },
        after: {
          // At the deadline, or late; an early fire catches up nothing and re-arms.
          timeLeft: { target: 'advancing' },
        },
        on: {
          tick: [{ guard: 'deadlineReached', target: 'advancing' }, { actions: 'readClock' }],
          pause: { target: 'pausing', actions: 'catchUp' },
          stop: { target: 'stopping', actions: 'catchUp' },
        },
      },
      /** Transient: a press that arrives after the last phase ended (timers held back) finds the player finished. */
      pausing: {
        always: [
          { guard: 'finished', target: 'finished' },
          { target: 'paused', actions: 'stopClock' },
        ],
      },
      stopping: {
        always: [
          { guard: 'finished', target: 'finished' },
          { target: 'paused', actions: 'rewindSet' },
        ],
      },
      finished: {
        entry: 'stopAtEnd',
      },
    },
  });
}

export type PlayerMachine = ReturnType<typeof createPlayerMachine>;
export type PlayerSnapshot = SnapshotFrom<PlayerMachine>;
export type PlayerActor = ActorRefFrom<PlayerMachine>;

/** Milliseconds left in the phase at `at`: by default when the machine last read its clock (what the screen shows). */
export const playerMsLeft = (snapshot: PlayerSnapshot, at: number = snapshot.context.checkedAt): number =>
  timeLeft(snapshot.context.countdown, at);

export const isPlaying = (snapshot: PlayerSnapshot): boolean => snapshot.matches('running');

export const isFinished = (snapshot: PlayerSnapshot): boolean => snapshot.matches('finished');

/** What the player shows for the phase on screen: a rep counter, or a timer in whole seconds (29.2 s left shows 30). */
export type PlayerCounter = { kind: 'reps'; done: number; target: number } | { kind: 'timer'; seconds: number };

export function playerCounter(snapshot: PlayerSnapshot, at?: number): PlayerCounter {
  const { exercises, position, finished } = snapshot.context;
  const exercise = exercises[position.index];
  const msLeft = playerMsLeft(snapshot, at);
  if (exercise?.kind === 'reps' && position.phase !== 'rest') {
    const done = finished || position.phase === 'complete' ? exercise.target : repsCounted(exercise, msLeft);
    return { kind: 'reps', done, target: exercise.target };
  }
  return { kind: 'timer', seconds: position.phase === 'complete' || finished ? 0 : Math.ceil(msLeft / 1000) };
}

export const playerPercent = (snapshot: PlayerSnapshot): number =>
  progressPercent(snapshot.context.exercises, snapshot.context.position, snapshot.context.finished);

/** Sets done on the exercise on screen (the set-progress bar). */
export const playerSetsDone = (snapshot: PlayerSnapshot): number =>
  snapshot.context.finished ? (snapshot.context.exercises.at(-1)?.sets ?? 0) : setsDone(snapshot.context.position);

/**
 * The timer on screen as the workout sound follows it (spec 2 §4: "Beeps in
 * the last 3 seconds"; `components/workout-audio`): the deadline of a running
 * timed set or rest, and what its end says — `rest` when a rest follows, `go`
 * when the next set starts at once or a rest ends, `done` after the last set.
 * Null while paused, for a rep counter (it does not beep) and for the 100 ms
 * between a set's end and what follows, so the cue of the set that ran out
 * sounds on.
 */
export function playerPhaseEnd(snapshot: PlayerSnapshot): PhaseEnd | null {
  const { countdown, exercises, position } = snapshot.context;
  if (!snapshot.matches('running') || !isRunning(countdown)) return null;
  if (position.phase === 'rest') return { deadline: countdown.deadline, cue: 'go' };
  if (position.phase !== 'work' || exercises[position.index]?.kind !== 'seconds') return null;
  const complete = nextPosition(exercises, position);
  const after = complete === 'finished' ? complete : nextPosition(exercises, complete);
  return { deadline: countdown.deadline, cue: after === 'finished' ? 'done' : after.phase === 'rest' ? 'rest' : 'go' };
}
