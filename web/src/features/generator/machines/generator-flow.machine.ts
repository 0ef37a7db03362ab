import { assign, emit, fromPromise, setup, type ActorRefFrom, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import type { SessionOutcome } from '../../../../../contracts/gamification/progress.schemas';
import type { PlanSlot } from '../../../../../contracts/plans/plan.schemas';
import {
  GENERATOR_DEFAULTS,
  type CompleteWorkoutBody,
  type CompletionContext,
  type GeneratedPlan,
  type GeneratePlanBodySchema,
  type GeneratorLocation,
} from '../../../../../contracts/workouts/generator.schemas';
import type { TrainingPlace } from '../../../../../contracts/workouts/session.schemas';
import type { MachineClock } from '../../../machines/machine-clock';
import { planExercises } from '../plan';
import { createGetReadyMachine } from './get-ready.machine';
import { createWorkoutMachine, type WorkoutSummary } from './workout.machine';
import { SET_COUNT } from './workout-session';

/** What the form sends (the schema's input: defaults may be left out). */
export type GeneratePlanInput = z.input<typeof GeneratePlanBodySchema>;

/**
 * A workout the player runs: a generated one (with its generation record) or
 * one of the traveller's 4-week plan, stored without one until it is run.
 */
export type PlayableWorkout = Omit<GeneratedPlan, 'generationId'> & { generationId?: string };

/** The plan day and slot a planned workout fills: its completion says so (flight-day credit, issue 14). */
export interface PlannedSlot {
  date: string;
  slot: PlanSlot;
  /** Where the session is designed for (a seat in transit, a gym…): the completion's context. */
  place: CompletionContext;
}

/** The server's answer when the traveller has no trial or subscription (any more). */
export const PRO_REQUIRED = 'workouts.pro-required';

/** How long to wait before sending an unrecorded completion again, and how many tries in all. */
export const COMPLETION_RETRY_MS = 5_000;
export const COMPLETION_ATTEMPTS = 4;

export interface GeneratorFlowContext {
  /** The choices of the last generation: the completion names their place. */
  choices: GeneratePlanInput | null;
  plan: PlayableWorkout | null;
  /** Set when the workout came from the traveller's 4-week plan rather than the form. */
  planned: PlannedSlot | null;
  /** Where the traveller said they train, as they started: the completion carries it. */
  place: TrainingPlace | null;
  /** When the workout began: the countdown's end or its skip. */
  startedAt: number;
  summary: WorkoutSummary | null;
  /** Made once per finished workout: sending it again records nothing new. */
  completionId: string | null;
  completionAttempts: number;
}

export type GeneratorFlowEvent =
  | { type: 'generate'; choices: GeneratePlanInput }
  /** Today's session of the 4-week plan (`/app?plan=<date>&session=<id>`): straight to its preview, nothing generated. */
  | { type: 'openPlanned'; workout: PlayableWorkout; planned: PlannedSlot; location: GeneratorLocation }
  /** Start Workout, with the place the traveller trains at (none: the workout counts without a stamp or a city row). */
  | { type: 'start'; place?: TrainingPlace | null }
  /** Generate New (preview) and generate another (completion). */
  | { type: 'generateNew' }
  /** Leaving the workout (confirmed) or the page. */
  | { type: 'leave' };

/** What recording the completion comes to: what it earned, or `queued` when it waits for the network (docs/adr/0046). */
export type CompletionReply = SessionOutcome | 'queued';

export type GeneratorFlowEmitted = { type: 'generationFailed'; error: unknown };

const isProRequired = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PRO_REQUIRED;

/** The body of `POST /api/workout/complete` for a finished workout. */
export function completionBody(context: GeneratorFlowContext, completionId: string, timezone?: string): CompleteWorkoutBody {
  const plan = context.plan;
  if (!plan || !context.summary) throw new Error('Only a completed workout is recorded');
  const location = context.choices?.location;
  const summary = context.summary;
  // The exercises with a set done feed the traveller's progression (ADR 0035).
  const done = planExercises(plan).filter((_, index) => (summary.setsByExercise[index] ?? 0) > 0);
  return {
    completionId,
    ...(plan.generationId ? { generationId: plan.generationId } : {}),
    name: plan.displayTitle,
    durationMin: plan.durationMinutes,
    context: context.planned?.place ?? (typeof location === 'string' ? (location as CompletionContext) : 'hotel_room'),
    setsDone: summary.setsDone,
    setsPlanned: planExercises(plan).length * SET_COUNT,
    exerciseIds: [...new Set(done.map((item) => item.id))],
    ...(timezone ? { timezone } : {}),
    ...(context.place ? { city: context.place.city, country: context.place.country } : {}),
    ...(context.planned ? { plan: { date: context.planned.date, slot: context.planned.slot } } : {}),
  };
}

const timezone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The generator at /app (spec 2 §4 "Generator flow"): the form; generating;
 * the plan preview on success (a failure emits `generationFailed` and
 * returns to the form; a 403 `workouts.pro-required` shows the upsell);
 * Start Workout opens the 10-second countdown, whose end or skip starts the
 * active workout (workout.machine.ts) at exercise 1, set 1, 45 s, running;
 * its last set completes it. On completion the workout is recorded once
 * (`POST /api/workout/complete`, retried with the same completion id), with
 * the city and country given at Start Workout, if any; with no network it is
 * saved to be sent when the network returns (`queued`, docs/adr/0046).
 * Generate New, generate another and leaving reset everything to the form.
 *
 * `generatePlan` and `recordCompletion` are provided by the page (the API)
 * or by tests.
 *
 * @see features/generator/machine-flow.feature
 */
export function createGeneratorFlow(clock: MachineClock) {
  return setup({
    types: {
      context: {} as GeneratorFlowContext,
      events: {} as GeneratorFlowEvent,
      emitted: {} as GeneratorFlowEmitted,
    },
    actors: {
      generatePlan: fromPromise<GeneratedPlan, GeneratePlanInput>(() => Promise.reject(new Error('generatePlan is not provided'))),
      recordCompletion: fromPromise<CompletionReply, CompleteWorkoutBody>(() =>
        Promise.reject(new Error('recordCompletion is not provided')),
      ),
      getReady: createGetReadyMachine(clock),
      workout: createWorkoutMachine(clock),
    },
    actions: {
      resetAll: assign({
        choices: null,
        plan: null,
        planned: null,
        place: null,
        startedAt: 0,
        summary: null,
        completionId: null,
        completionAttempts: 0,
      }),
      keepChoices: assign({ choices: (_, choices: GeneratePlanInput) => choices }),
      keepPlan: assign({ plan: (_, plan: GeneratedPlan) => plan }),
      keepPlanned: assign((_, event: { workout: PlayableWorkout; planned: PlannedSlot; location: GeneratorLocation }) => ({
        plan: event.workout,
        planned: event.planned,
        choices: { minutes: event.workout.durationMinutes, location: event.location },
      })),
      keepPlace: assign({ place: (_, place: TrainingPlace | null | undefined) => place ?? null }),
      reportFailure: emit((_, error: unknown) => ({ type: 'generationFailed' as const, error })),
      beginWorkout: assign({ startedAt: (_, endedAt: number) => endedAt }),
      keepSummary: assign({ summary: (_, summary: WorkoutSummary) => summary }),
      newCompletionId: assign({ completionId: () => globalThis.crypto.randomUUID(), completionAttempts: 0 }),
      countAttempt: assign({ completionAttempts: ({ context }) => context.completionAttempts + 1 }),
    },
    guards: {
      proRequired: (_, error: unknown) => isProRequired(error),
      mayRetryCompletion: ({ context }) => context.completionAttempts < COMPLETION_ATTEMPTS,
      wasQueued: (_, reply: CompletionReply) => reply === 'queued',
    },
    delays: {
      completionRetry: COMPLETION_RETRY_MS,
    },
  }).createMachine({
    id: 'generator',
    context: {
      choices: null,
      plan: null,
      planned: null,
      place: null,
      startedAt: 0,
      summary: null,
      completionId: null,
      completionAttempts: 0,
    },
    initial: 'form',
    on: {
      leave: { target: '.form', actions: 'resetAll' },
    },
    states: {
      form: {
        on: {
          generate: { target: 'generating', actions: { type: 'keepChoices', params: ({ event }) => event.choices } },
          openPlanned: { target: 'preview', actions: { type: 'keepPlanned', params: ({ event }) => event } },
        },
      },
      generating: {
        invoke: {
          src: 'generatePlan',
          input: ({ context }) => context.choices ?? { minutes: GENERATOR_DEFAULTS.minutes },
          onDone: { target: 'preview', actions: { type: 'keepPlan', params: ({ event }) => event.output } },
          onError: [
            { guard: { type: 'proRequired', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'upsell' },
            { target: 'form', actions: { type: 'reportFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          ],
        },
      },
      /** The traveller's trial or plan ended while the form was open. */
      upsell: {},
      preview: {
        on: {
          start: { target: 'countdown', actions: { type: 'keepPlace', params: ({ event }) => event.place } },
          generateNew: { target: 'form', actions: 'resetAll' },
        },
      },
      countdown: {
        invoke: {
          id: 'getReady',
          src: 'getReady',
          onDone: { target: 'active', actions: { type: 'beginWorkout', params: ({ event }) => event.output.endedAt } },
        },
      },
      active: {
        invoke: {
          id: 'workout',
          src: 'workout',
          input: ({ context }) => ({
            exerciseCount: context.plan ? planExercises(context.plan).length : 0,
            level: context.plan?.intensity ?? 'intermediate',
            startedAt: context.startedAt,
          }),
          onDone: { target: 'completed', actions: { type: 'keepSummary', params: ({ event }) => event.output } },
        },
      },
      completed: {
        entry: 'newCompletionId',
        initial: 'recording',
        on: {
          generateNew: { target: 'form', actions: 'resetAll' },
        },
        states: {
          recording: {
            entry: 'countAttempt',
            invoke: {
              src: 'recordCompletion',
              input: ({ context }) => completionBody(context, context.completionId ?? '', timezone()),
              onDone: [{ guard: { type: 'wasQueued', params: ({ event }) => event.output }, target: 'queued' }, { target: 'recorded' }],
              onError: [{ guard: 'mayRetryCompletion', target: 'waitingToRetry' }, { target: 'unrecorded' }],
            },
          },
          waitingToRetry: {
            after: { completionRetry: 'recording' },
          },
          recorded: {},
          /** Finished with no network: saved on the device and sent when it returns. */
          queued: {},
          /** Given up after several tries: the traveller still sees the summary. */
          unrecorded: {},
        },
      },
    },
  });
}

export type GeneratorFlowMachine = ReturnType<typeof createGeneratorFlow>;
export type GeneratorFlowSnapshot = SnapshotFrom<GeneratorFlowMachine>;
export type GeneratorFlowActor = ActorRefFrom<GeneratorFlowMachine>;

export type GeneratorStep = 'form' | 'generating' | 'upsell' | 'preview' | 'countdown' | 'active' | 'completed';

/** Which screen the flow shows. */
export function generatorStep(snapshot: GeneratorFlowSnapshot): GeneratorStep {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as GeneratorStep;
}
