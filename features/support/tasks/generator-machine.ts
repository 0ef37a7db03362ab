import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import en from '../../../contracts/i18n/en/generator.json';
import type { CompleteWorkoutBody, GeneratedPlan } from '../../../contracts/workouts/generator.schemas';
import type { Level } from '../../../contracts/workouts/vocabulary';
import type { Beep } from '../../../web/src/components/workout-audio/beeps';
import {
  createGeneratorFlow,
  generatorStep,
  COMPLETION_RETRY_MS,
  type CompletionReply,
  PRO_REQUIRED,
  type GeneratePlanInput,
  type GeneratorFlowMachine,
  type GeneratorStep,
} from '../../../web/src/features/generator/machines/generator-flow.machine';
import { getReadyBeeps, getReadySecondsLeft, type GetReadyMachine } from '../../../web/src/features/generator/machines/get-ready.machine';
import {
  isWorkoutRunning,
  workoutBeeps,
  workoutMsLeft,
  workoutPercent,
  type WorkoutMachine,
  type WorkoutMachineEvent,
} from '../../../web/src/features/generator/machines/workout.machine';
import { SET_COUNT } from '../../../web/src/features/generator/machines/workout-session';
import { toastFor, type GeneratorMessage } from '../../../web/src/features/generator/toasts';
import type { TravelWorld } from '../world';

/**
 * Tasks for the generator's machines (web/src/features/generator/machines/)
 * on the scenario's simulated clock, used as GeneratorFlow uses them: the
 * flow with the API's two calls replaced by answers the scenario controls,
 * the countdown and the active workout as the flow's children, the toasts a
 * phase change shows read in English from the generator's catalogue.
 */
const NAME = 'generator';

interface Answer<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** One scenario's generator: what the server was asked and the toasts shown. */
interface Scene {
  level: Level;
  exercises: string[];
  pendingPlan: Answer<GeneratedPlan> | null;
  /** How many completion calls fail before one succeeds. */
  completionFailures: number;
  /** The phone has no network: a completion is saved to be sent later (the page's queue, docs/adr/0046). */
  offline: boolean;
  completions: CompleteWorkoutBody[];
  toasts: string[];
  hooked: unknown;
}

const scenes = new WeakMap<TravelWorld, Scene>();

function scene(world: TravelWorld): Scene {
  let found = scenes.get(world);
  if (!found) {
    found = {
      level: 'intermediate',
      exercises: [],
      pendingPlan: null,
      completionFailures: 0,
      offline: false,
      completions: [],
      toasts: [],
      hooked: null,
    };
    scenes.set(world, found);
  }
  return found;
}

const english = (id: string, values?: GeneratorMessage['values']): string => {
  const text = (en as Record<string, string>)[id];
  if (text === undefined) throw new Error(`No English text for ${id}`);
  return String(new IntlMessageFormat(text, 'en').format(values));
};

/** A toast as the traveller reads it: "Set 1 Complete! — 10 seconds rest, then next set". */
const toastText = (message: GeneratorMessage): string =>
  [english(message.title, message.values), message.description ? english(message.description, message.values) : null]
    .filter(Boolean)
    .join(' — ');

function planOf(world: TravelWorld, minutes: number): GeneratedPlan {
  const { level, exercises } = scene(world);
  return {
    title: 'Hotel Room Full Body Workout',
    displayTitle: `${minutes}-Minute Hotel Room Full Body Workout`,
    durationMinutes: minutes,
    intensity: level,
    blocks: [
      {
        name: 'Main',
        items: exercises.map((name, i) => ({
          id: `exercise-${i + 1}`,
          animationId: `exercise-${i + 1}`,
          name,
          sets: SET_COUNT,
          seconds: 45,
          reps: null,
          perSide: false,
          bodyPart: 'full body',
          equipment: 'none',
          gifUrl: null,
          instructions: [],
        })),
      },
    ],
    generationId: '00000000-0000-4000-8000-000000000001',
  };
}

function flow(world: TravelWorld) {
  const actor = world.machines.find<GeneratorFlowMachine>(NAME);
  if (!actor) throw new Error('The generator is not open: a step must open it first');
  return actor;
}

/** The server will answer with a plan of these exercises at this level. */
export function planWillHave(world: TravelWorld, level: Level, exercises: readonly string[]): void {
  Object.assign(scene(world), { level, exercises: [...exercises] });
}

/** The workout-complete call fails this many times before it records the workout. */
export function completionWillFail(world: TravelWorld, times: number): void {
  scene(world).completionFailures = times;
}

/** The phone loses its network: the page's completion queue keeps what is finished. */
export function networkIsGone(world: TravelWorld): void {
  scene(world).offline = true;
}

/** The finished workout is saved on the phone, to be sent when the network returns, and the flow tries no more. */
export function isSavedForLater(world: TravelWorld): boolean {
  return flow(world).getSnapshot().matches({ completed: 'queued' });
}

/** Opens /app's generator: the form. */
export function openGenerator(world: TravelWorld): void {
  const current = scene(world);
  const machine = createGeneratorFlow(world.machines.clock).provide({
    actors: {
      generatePlan: fromAnswer<GeneratedPlan, GeneratePlanInput>((answer) => {
        current.pendingPlan = answer;
      }),
      recordCompletion: fromAnswer<CompletionReply, CompleteWorkoutBody>((answer, body) => {
        current.completions.push(body);
        if (current.offline) {
          answer.resolve('queued');
        } else if (current.completionFailures > 0) {
          current.completionFailures -= 1;
          answer.reject(new Error('503: unavailable'));
        } else {
          answer.resolve({
            session: {
              id: '00000000-0000-4000-8000-000000000002',
              score: body.durationMin * 10,
              durationMin: body.durationMin,
              context: body.context,
              calories: 0,
              completedAt: new Date(0).toISOString(),
            },
            points: { total: body.durationMin * 10 },
            streak: { current: 1, longest: 1 },
            newBadges: [],
            replayed: false,
          });
        }
      }),
    },
  });
  const actor = world.machines.start(NAME, machine, { input: undefined });
  actor.on('generationFailed', () =>
    current.toasts.push(toastText({ title: 'generator.error.title', description: 'generator.error.workout-failed' })),
  );
  // The active workout is a child: its phase changes become toasts, as on the page.
  actor.subscribe((snapshot) => {
    const child = snapshot.children.workout as ActorRefFrom<WorkoutMachine> | undefined;
    if (!child || child === current.hooked) return;
    current.hooked = child;
    child.on('*', (change) => {
      const message = toastFor(change);
      if (message) current.toasts.push(toastText(message));
    });
  });
}

/** An actor whose promise the scenario settles (`answer`), given the input it was called with. */
function fromAnswer<T, I>(onCall: (answer: Answer<T>, input: I) => void) {
  return fromPromise<T, I>(({ input }) => new Promise<T>((resolve, reject) => onCall({ resolve, reject }, input)));
}

export async function generate(world: TravelWorld, minutes: number): Promise<void> {
  flow(world).send({ type: 'generate', choices: { minutes, intensity: scene(world).level } });
  world.machines.assertHealthy();
  await waitFor(flow(world), (snapshot) => generatorStep(snapshot) === 'generating');
}

/** The server answers the pending generation with the plan. */
export async function answerWithPlan(world: TravelWorld, minutes: number): Promise<void> {
  const pending = scene(world).pendingPlan;
  assert.ok(pending, 'No plan was asked for');
  pending.resolve(planOf(world, minutes));
  await waitFor(flow(world), (snapshot) => generatorStep(snapshot) !== 'generating');
}

export async function answerWithFailure(world: TravelWorld, code?: string): Promise<void> {
  const pending = scene(world).pendingPlan;
  assert.ok(pending, 'No plan was asked for');
  pending.reject(Object.assign(new Error(code ?? '500: failed'), { code }));
  await waitFor(flow(world), (snapshot) => generatorStep(snapshot) !== 'generating');
}

export const PRO_REQUIRED_CODE = PRO_REQUIRED;

export async function havePlan(world: TravelWorld, minutes = 10): Promise<void> {
  openGenerator(world);
  await generate(world, minutes);
  await answerWithPlan(world, minutes);
}

export function send(world: TravelWorld, type: 'start' | 'generateNew' | 'leave'): void {
  flow(world).send({ type });
  world.machines.assertHealthy();
}

function getReady(world: TravelWorld) {
  const child = flow(world).getSnapshot().children.getReady as ActorRefFrom<GetReadyMachine> | undefined;
  assert.ok(child, `The countdown is not showing (the generator shows the ${step(world)})`);
  return child;
}

export function skipCountdown(world: TravelWorld): void {
  getReady(world).send({ type: 'skip' });
  world.machines.assertHealthy();
}

function workout(world: TravelWorld) {
  const child = flow(world).getSnapshot().children.workout as ActorRefFrom<WorkoutMachine> | undefined;
  assert.ok(child, `No workout is running (the generator shows the ${step(world)})`);
  return child;
}

export function sendToWorkout(world: TravelWorld, event: WorkoutMachineEvent): void {
  workout(world).send(event);
  world.machines.assertHealthy();
}

export const step = (world: TravelWorld): GeneratorStep => generatorStep(flow(world).getSnapshot());

export function assertStep(world: TravelWorld, expected: GeneratorStep): void {
  assert.equal(step(world), expected);
}

export function assertCountdownShows(world: TravelWorld, seconds: number): void {
  assert.equal(getReadySecondsLeft(getReady(world).getSnapshot(), world.machines.now()), seconds);
}

/** What the active workout shows now. */
export function workoutView(world: TravelWorld) {
  const snapshot = workout(world).getSnapshot();
  const { session } = snapshot.context;
  const now = world.machines.now();
  return {
    exercise: scene(world).exercises[session.index],
    number: session.index + 1,
    count: session.setsDone.length,
    set: session.set,
    resting: session.resting,
    ms: workoutMsLeft(snapshot, now),
    running: isWorkoutRunning(snapshot),
    percent: workoutPercent(snapshot),
    canCompleteSet: snapshot.can({ type: 'completeSet' }),
    canReset: snapshot.can({ type: 'resetTimer' }),
  };
}

export function assertWorkoutShows(world: TravelWorld, name: string, number: number, count: number, set: number): void {
  const shown = workoutView(world);
  assert.deepEqual(
    { exercise: shown.exercise, number: shown.number, count: shown.count, set: shown.set },
    { exercise: name, number, count, set },
  );
}

export function assertTimer(world: TravelWorld, ms: number, phase: 'set' | 'rest'): void {
  const shown = workoutView(world);
  assert.equal(shown.resting ? 'rest' : 'set', phase, `the phase at ${world.machines.now()} ms`);
  assert.equal(shown.ms, ms, `the time left at ${world.machines.now()} ms`);
}

export function assertRunning(world: TravelWorld, running: boolean): void {
  assert.equal(workoutView(world).running, running);
}

export function assertPercent(world: TravelWorld, percent: number): void {
  assert.equal(workoutView(world).percent, percent);
}

export function assertToasts(world: TravelWorld, expected: readonly string[]): void {
  assert.deepEqual(scene(world).toasts, expected);
}

export function lastToast(world: TravelWorld): string | undefined {
  return scene(world).toasts.at(-1);
}

/** Completes sets with the button, letting each rest run out, until `exercise` set `set` is on the timer. */
export function completeSetsUntil(world: TravelWorld, exercise: string, set: number): void {
  for (let guard = 0; guard < 200; guard += 1) {
    const shown = workoutView(world);
    if (shown.exercise === exercise && shown.set === set && !shown.resting) {
      scene(world).toasts.length = 0;
      return;
    }
    if (shown.resting) world.machines.pass(shown.ms);
    else sendToWorkout(world, { type: 'completeSet' });
  }
  throw new Error(`The workout never reached "${exercise}" set ${set}`);
}

/** The beeps still to come, in seconds from now. */
export function comingBeeps(world: TravelWorld): Beep[] {
  const now = world.machines.now();
  const snapshot = flow(world).getSnapshot();
  const getReadyChild = snapshot.children.getReady as ActorRefFrom<GetReadyMachine> | undefined;
  const workoutChild = snapshot.children.workout as ActorRefFrom<WorkoutMachine> | undefined;
  const beeps = getReadyChild
    ? getReadyBeeps(getReadyChild.getSnapshot(), now)
    : workoutChild
      ? workoutBeeps(workoutChild.getSnapshot(), now)
      : [];
  return beeps.map((beep) => ({ ...beep, at: beep.at - now }));
}

export function assertSummary(world: TravelWorld, exercises: number, sets: number, minutes: number): void {
  const { summary, plan } = flow(world).getSnapshot().context;
  assert.deepEqual(
    { exercises: summary?.exerciseCount, sets: summary?.setsDone, minutes: plan?.durationMinutes },
    { exercises, sets, minutes },
  );
}

export const flowContext = (world: TravelWorld) => flow(world).getSnapshot().context;

/**
 * The completion calls, once the flow has recorded the workout or given up:
 * each failed call waits on the clock before the next, so the clock is moved
 * on through those waits.
 */
export async function settledCompletions(world: TravelWorld): Promise<CompleteWorkoutBody[]> {
  const settled = (snapshot: ReturnType<ReturnType<typeof flow>['getSnapshot']>) => !snapshot.matches({ completed: 'recording' });
  for (;;) {
    const snapshot = await waitFor(flow(world), settled);
    if (!snapshot.matches({ completed: 'waitingToRetry' })) return scene(world).completions;
    world.machines.pass(COMPLETION_RETRY_MS);
  }
}
