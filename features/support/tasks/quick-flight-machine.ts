import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import { fromPromise, waitFor } from 'xstate';
import en from '../../../contracts/i18n/en/quick-flight.json';
import type { UsageStatus } from '../../../contracts/usage/usage.schemas';
import { QUICK_CONTEXTS, quickWorkoutBody, type QuickContextId } from '../../../contracts/workouts/quick-flight';
import type { SessionCompleteBody, TrainingPlace } from '../../../contracts/workouts/session.schemas';
import type { Workout } from '../../../contracts/workouts/workouts.schemas';
import {
  createQuickFlightMachine,
  FAILURE_MESSAGES,
  type CompletionReply,
  LIMIT_REACHED,
  playerOf,
  quickFlightStep,
  type QuickFlightMachine,
  type QuickFlightStep,
  type QuickWorkoutRequest,
} from '../../../web/src/features/quick-flight/machines/quick-flight.machine';
import { aQuickWorkout } from '../builders/quick-workouts';
import type { TravelWorld } from '../world';

/**
 * Tasks for quick flight's flow (web/src/features/quick-flight/machines/
 * quick-flight.machine.ts) as the page runs it, with its two calls replaced
 * by answers the scenario gives. What the page would ask the server is
 * built the way its api file builds it (`quickWorkoutBody`).
 */
const NAME = 'quick flight';

interface Pending<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

interface Scene {
  timezone: string | undefined;
  asked: ReturnType<typeof quickWorkoutBody>[];
  pendingWorkout: Pending<Workout> | null;
  completions: SessionCompleteBody[];
  pendingCompletion: Pending<CompletionReply> | null;
}

const scenes = new WeakMap<TravelWorld, Scene>();

function scene(world: TravelWorld): Scene {
  let found = scenes.get(world);
  if (!found) {
    found = { timezone: undefined, asked: [], pendingWorkout: null, completions: [], pendingCompletion: null };
    scenes.set(world, found);
  }
  return found;
}

const english = (id: string): string => String(new IntlMessageFormat((en as Record<string, string>)[id] ?? id, 'en').format());

/** The context a card's English name stands for ("Gate wait" → gate). */
export function contextNamed(name: string): QuickContextId {
  const found = QUICK_CONTEXTS.find(({ id }) => english(`quick-flight.context.${id}.name`) === name);
  assert.ok(found, `No context card reads "${name}"`);
  return found.id;
}

export function setTimezone(world: TravelWorld, timezone: string): void {
  scene(world).timezone = timezone;
}

export function openQuickFlight(world: TravelWorld): void {
  const current = scene(world);
  const machine = createQuickFlightMachine(world.machines.clock).provide({
    actors: {
      generateWorkout: fromPromise<Workout, QuickWorkoutRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            current.asked.push(quickWorkoutBody(input.context, input.modes));
            current.pendingWorkout = { resolve, reject };
          }),
      ),
      completeSession: fromPromise<CompletionReply, SessionCompleteBody>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            current.completions.push(input);
            current.pendingCompletion = { resolve, reject };
          }),
      ),
    },
  });
  world.machines.start(NAME, machine, { input: { timezone: current.timezone } });
}

function flow(world: TravelWorld) {
  const actor = world.machines.find<QuickFlightMachine>(NAME);
  assert.ok(actor, 'Quick flight is not open');
  return actor;
}

export const step = (world: TravelWorld): QuickFlightStep => quickFlightStep(flow(world).getSnapshot());
export const flowContext = (world: TravelWorld) => flow(world).getSnapshot().context;

export function choose(world: TravelWorld, context: QuickContextId): void {
  flow(world).send({ type: 'choose', context });
  world.machines.assertHealthy();
}

export function send(world: TravelWorld, type: 'markCompleted' | 'chooseAnother' | 'tryAgain'): void {
  flow(world).send({ type });
  world.machines.assertHealthy();
}

/** Mark as Completed with the city and country the traveller gave in "Where are you training?". */
export function markCompletedAt(world: TravelWorld, place: TrainingPlace): void {
  flow(world).send({ type: 'markCompleted', place });
  world.machines.assertHealthy();
}

/** Waits until the flow has left `from` (an answer settles on the next turn of the event loop). */
async function settledFrom(world: TravelWorld, from: QuickFlightStep): Promise<void> {
  await waitFor(flow(world), (snapshot) => quickFlightStep(snapshot) !== from);
}

export const lastAsked = (world: TravelWorld) => scene(world).asked.at(-1);

export async function answerWithWorkout(world: TravelWorld, workout: Workout): Promise<void> {
  const pending = scene(world).pendingWorkout;
  assert.ok(pending, 'No workout was asked for');
  pending.resolve(workout);
  await settledFrom(world, 'generating');
}

export const answerWithMinutes = (world: TravelWorld, minutes: number, count: number): Promise<void> =>
  answerWithWorkout(world, aQuickWorkout(minutes, count));

export async function failToDesign(world: TravelWorld): Promise<void> {
  const pending = scene(world).pendingWorkout;
  assert.ok(pending, 'No workout was asked for');
  pending.reject(Object.assign(new Error('500: failed'), { status: 500 }));
  await settledFrom(world, 'generating');
}

/** The 403 `usage.limit-reached` refusal, as the api client's `HttpError` carries it. */
export async function refuseForTheWeek(world: TravelWorld, resetsAt: string): Promise<void> {
  const pending = scene(world).pendingWorkout;
  assert.ok(pending, 'No workout was asked for');
  const details: UsageStatus = {
    allowed: false,
    remaining: 0,
    subscriptionStatus: 'none',
    plan: 'free',
    limit: 2,
    weekStart: '2026-11-30',
    resetsAt,
  };
  pending.reject(
    Object.assign(new Error('403'), {
      status: 403,
      code: LIMIT_REACHED,
      body: { error: 'Weekly free workout limit reached', code: LIMIT_REACHED, details },
    }),
  );
  await settledFrom(world, 'generating');
}

export const completions = (world: TravelWorld): SessionCompleteBody[] => scene(world).completions;

export async function answerWithPoints(world: TravelWorld, score: number): Promise<void> {
  const pending = scene(world).pendingCompletion;
  assert.ok(pending, 'No completion was sent');
  const body = completions(world).at(-1)!;
  pending.resolve({
    session: {
      id: '00000000-0000-4000-8000-000000000003',
      score,
      durationMin: body.durationMin,
      context: String(body.context),
      calories: 40,
      completedAt: new Date(world.machines.now()).toISOString(),
    },
    points: { total: score },
    streak: { current: 1, longest: 1 },
    newBadges: [],
    replayed: false,
  });
  await settledFrom(world, 'recording');
}

export async function failToRecord(world: TravelWorld): Promise<void> {
  const pending = scene(world).pendingCompletion;
  assert.ok(pending, 'No completion was sent');
  pending.reject(Object.assign(new Error('503: unavailable'), { status: 503 }));
  await settledFrom(world, 'recording');
}

/** The error the page shows on this step, in English. */
export function errorShown(world: TravelWorld): string | undefined {
  const now = step(world);
  const id = now === 'generationFailed' || now === 'completionFailed' ? FAILURE_MESSAGES[now] : undefined;
  return id ? english(id) : undefined;
}

/** The player of the workout on screen: which exercise of how many. */
export function playerPosition(world: TravelWorld): { number: number; count: number } | undefined {
  const player = playerOf(flow(world).getSnapshot());
  if (!player) return undefined;
  const { position, exercises } = player.getSnapshot().context;
  return { number: position.index + 1, count: exercises.length };
}
