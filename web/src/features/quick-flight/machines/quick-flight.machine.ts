import { assign, fromPromise, setup, type ErrorActorEvent, type SnapshotFrom, type ActorRefFrom } from 'xstate';
import type { SessionOutcome } from '../../../../../contracts/gamification/progress.schemas';
import { QUICK_MODE, quickContext, type QuickContextId, type QuickModes } from '../../../../../contracts/workouts/quick-flight';
import type { SessionCompleteBody, TrainingPlace } from '../../../../../contracts/workouts/session.schemas';
import type { Workout } from '../../../../../contracts/workouts/workouts.schemas';
import type { UsageStatus } from '../../../../../contracts/usage/usage.schemas';
import type { MachineClock } from '../../../machines/machine-clock';
import { displayTitle } from '../display-title';
import { createPlayerMachine, type PlayerActor } from './player.machine';
import { toPlayerExercises } from './player-timeline';

/** The server's answer when a free traveller has used the week's workouts. */
export const LIMIT_REACHED = 'usage.limit-reached';

/** A designed quick workout and the title it is shown and recorded under (spec 2 §3 "Workout display title"). */
export interface QuickWorkout {
  workout: Workout;
  title: string;
}

export interface QuickFlightInput {
  /** The traveller's IANA time zone, sent with the completion (their streak day is a day there). */
  timezone: string | undefined;
}

export interface QuickFlightContext {
  timezone: string | undefined;
  chosen: QuickContextId | null;
  /** The quiet and no-sweat switches as they were when the context was chosen (ADR 0043). */
  modes: QuickModes;
  quick: QuickWorkout | null;
  /** Made once per workout shown: sending the completion again counts it once. */
  completionId: string | null;
  /** Where the traveller said the workout happened, when they did: sent with it and shown after it. */
  place: TrainingPlace | null;
  /** What the last completed workout earned (the Workout completed alert). */
  outcome: SessionOutcome | null;
  /** The completion id of a workout finished offline, saved until the network returns (docs/adr/0046). */
  queuedId: string | null;
  /** The allowance after a refusal (when more workouts come). */
  usage: UsageStatus | null;
}

/** What a quick workout is asked for: the context chosen and the switches on. */
export interface QuickWorkoutRequest {
  context: QuickContextId;
  modes: QuickModes;
}

export type QuickFlightEvent =
  | { type: 'choose'; context: QuickContextId; modes?: QuickModes }
  /** Mark as Completed, with the place the traveller trained at (none: the workout counts without a stamp or a city row). */
  | { type: 'markCompleted'; place?: TrainingPlace | null }
  /** Choose Different Context. */
  | { type: 'chooseAnother' }
  /** Try Again: after a failed generation, back to the context cards; after a failed completion, send it again. */
  | { type: 'tryAgain' }
  /** The workout finished offline has been recorded, now that the network is back. */
  | { type: 'queuedSent'; completionId: string; outcome: SessionOutcome };

/**
 * What recording a completion comes to: what it earned, or `queued` when
 * there is no network and it waits to be sent (docs/adr/0046).
 */
export type CompletionReply = SessionOutcome | 'queued';

/** The allowance a `usage.limit-reached` refusal carries in its `details`. */
function limitReachedUsage(error: unknown): UsageStatus | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== LIMIT_REACHED) return null;
  const details = (error as { body?: { details?: unknown } }).body?.details;
  return typeof details === 'object' && details !== null ? (details as UsageStatus) : null;
}

const isLimitReached = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === LIMIT_REACHED;

/** The body of `POST /api/session/complete` for the workout on screen (spec 2 §7). */
export function completionBody(context: QuickFlightContext): SessionCompleteBody {
  const { quick, chosen, completionId, place } = context;
  if (!quick || !chosen || !completionId) throw new Error('Only a workout on screen is completed');
  return {
    completionId,
    name: quick.title,
    durationMin: quick.workout.total_minutes,
    context: quickContext(chosen).place,
    energy: QUICK_MODE.energy,
    stress: QUICK_MODE.stress,
    soreness: QUICK_MODE.soreness,
    ...(context.timezone ? { timezone: context.timezone } : {}),
    ...(place ? { city: place.city, country: place.country } : {}),
  };
}

const EMPTY = {
  chosen: null,
  modes: {},
  quick: null,
  completionId: null,
  place: null,
  outcome: null,
  queuedId: null,
  usage: null,
} as const;

/**
 * Quick flight mode at /quick-flight (spec 2 §2, §4 "Quick flight", §8):
 * no context chosen; choosing one of the four asks for a workout
 * (`generating`); on success the workout is `ready` with the player
 * (player.machine.ts) as its child; Mark as Completed records it
 * (`POST /api/session/complete`, with a completion id made once per workout,
 * so a retry counts once, and the city and country the traveller gave, if
 * any) and `completed` shows the context cards again with what the workout
 * earned and where it counted; Choose Different Context goes back to the cards.
 * With no network the completion is saved to be sent later (`queued`):
 * `completed` says so until `queuedSent` brings what it earned.
 * A failed generation shows the error, whose Try Again resets to the cards;
 * a failed completion keeps the workout on screen with the error, and Try
 * Again sends the same completion again. A free traveller with no workouts
 * left this week (`usage.limit-reached`) is invited to the trial.
 *
 * `generateWorkout` and `completeSession` are provided by the page (the API)
 * or by tests.
 *
 * @see features/workouts/quick-flight.feature
 */
export function createQuickFlightMachine(clock: MachineClock) {
  return setup({
    types: {
      input: {} as QuickFlightInput,
      context: {} as QuickFlightContext,
      events: {} as QuickFlightEvent,
    },
    actors: {
      generateWorkout: fromPromise<Workout, QuickWorkoutRequest>(() => Promise.reject(new Error('generateWorkout is not provided'))),
      completeSession: fromPromise<CompletionReply, SessionCompleteBody>(() =>
        Promise.reject(new Error('completeSession is not provided')),
      ),
      player: createPlayerMachine(clock),
    },
    actions: {
      resetAll: assign(EMPTY),
      keepContext: assign((_, chosen: QuickWorkoutRequest) => ({ ...EMPTY, chosen: chosen.context, modes: chosen.modes })),
      keepWorkout: assign((_, workout: Workout) => ({
        quick: { workout, title: displayTitle(workout) },
        completionId: globalThis.crypto.randomUUID(),
      })),
      keepPlace: assign((_, place: TrainingPlace | null | undefined) => ({ place: place ?? null })),
      keepOutcome: assign(({ context }, outcome: SessionOutcome) => ({ ...EMPTY, outcome, place: context.place })),
      keepQueued: assign(({ context }) => ({ ...EMPTY, place: context.place, queuedId: context.completionId })),
      keepUsage: assign((_, error: unknown) => ({ usage: limitReachedUsage(error) })),
    },
    guards: {
      limitReached: (_, error: unknown) => isLimitReached(error),
      wasQueued: (_, reply: CompletionReply) => reply === 'queued',
      isQueuedOne: ({ context }, completionId: string) => context.queuedId !== null && context.queuedId === completionId,
    },
  }).createMachine({
    id: 'quickFlight',
    context: ({ input }) => ({ ...EMPTY, timezone: input.timezone }),
    initial: 'choosing',
    states: {
      /** No context chosen yet. */
      choosing: {
        on: {
          choose: {
            target: 'generating',
            actions: { type: 'keepContext', params: ({ event }) => ({ context: event.context, modes: event.modes ?? {} }) },
          },
        },
      },
      generating: {
        invoke: {
          src: 'generateWorkout',
          input: ({ context }): QuickWorkoutRequest => ({ context: context.chosen ?? 'gate', modes: context.modes }),
          onDone: { target: 'ready', actions: { type: 'keepWorkout', params: ({ event }) => event.output } },
          onError: [
            {
              guard: { type: 'limitReached', params: ({ event }: { event: ErrorActorEvent }) => event.error },
              target: 'limitReached',
              actions: { type: 'keepUsage', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            },
            { target: 'generationFailed' },
          ],
        },
      },
      ready: {
        invoke: {
          id: 'player',
          src: 'player',
          input: ({ context }) => ({ exercises: toPlayerExercises(context.quick?.workout.blocks ?? []) }),
        },
        initial: 'training',
        states: {
          training: {
            on: {
              markCompleted: { target: 'recording', actions: { type: 'keepPlace', params: ({ event }) => event.place } },
              chooseAnother: { target: '#quickFlight.choosing', actions: 'resetAll' },
            },
          },
          recording: {
            invoke: {
              src: 'completeSession',
              input: ({ context }) => completionBody(context),
              onDone: [
                {
                  guard: { type: 'wasQueued', params: ({ event }) => event.output },
                  target: '#quickFlight.completed',
                  actions: 'keepQueued',
                },
                {
                  target: '#quickFlight.completed',
                  actions: { type: 'keepOutcome', params: ({ event }) => event.output as SessionOutcome },
                },
              ],
              onError: 'completionFailed',
            },
          },
          completionFailed: {
            on: {
              tryAgain: 'recording',
              markCompleted: { target: 'recording', actions: { type: 'keepPlace', params: ({ event }) => event.place } },
              chooseAnother: { target: '#quickFlight.choosing', actions: 'resetAll' },
            },
          },
        },
      },
      /** The workout is recorded (or saved to be): the context cards again, with what it earned once known. */
      completed: {
        on: {
          queuedSent: {
            guard: { type: 'isQueuedOne', params: ({ event }) => event.completionId },
            actions: { type: 'keepOutcome', params: ({ event }) => event.outcome },
          },
          choose: {
            target: 'generating',
            actions: { type: 'keepContext', params: ({ event }) => ({ context: event.context, modes: event.modes ?? {} }) },
          },
        },
      },
      generationFailed: {
        on: { tryAgain: { target: 'choosing', actions: 'resetAll' } },
      },
      /** A free traveller has used this week's workouts. */
      limitReached: {
        on: { chooseAnother: { target: 'choosing', actions: 'resetAll' } },
      },
    },
  });
}

export type QuickFlightMachine = ReturnType<typeof createQuickFlightMachine>;
export type QuickFlightSnapshot = SnapshotFrom<QuickFlightMachine>;
export type QuickFlightActor = ActorRefFrom<QuickFlightMachine>;

export type QuickFlightStep =
  'choosing' | 'generating' | 'ready' | 'recording' | 'completionFailed' | 'completed' | 'generationFailed' | 'limitReached';

/** Which screen quick flight shows. */
export function quickFlightStep(snapshot: QuickFlightSnapshot): QuickFlightStep {
  if (snapshot.matches({ ready: 'recording' })) return 'recording';
  if (snapshot.matches({ ready: 'completionFailed' })) return 'completionFailed';
  const value = snapshot.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as QuickFlightStep;
}

/** What each failure tells the traveller (spec 2 §8), by the step that shows it. */
export const FAILURE_MESSAGES = {
  generationFailed: 'quick-flight.error.generate',
  completionFailed: 'quick-flight.error.complete',
} as const satisfies Partial<Record<QuickFlightStep, string>>;

/** The player of the workout on screen, while there is one. */
export const playerOf = (snapshot: QuickFlightSnapshot): PlayerActor | undefined => snapshot.children.player as PlayerActor | undefined;
