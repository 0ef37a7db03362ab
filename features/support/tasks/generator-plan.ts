import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ScreenEnvelopeSchema, type Locale, type ScreenEnvelope, type WireBlock } from '../../../contracts/sdui';
import { SessionOutcomeSchema, type SessionOutcome } from '../../../contracts/gamification';
import { GENERATOR_TIMING, GeneratedPlanSchema, WORKOUT_ERRORS, type GeneratedPlan } from '../../../contracts/workouts';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import type { HttpAnswer } from './http';
import { askAs, identityOf } from './identity';
import { assertTold } from './replies';

/**
 * The Pro generator as a traveller's client meets it over HTTP (spec 2 §2
 * "Generator (/app)", §7 `POST /api/generate-plan`, `POST /api/workout/complete`;
 * ADR 0031): asking for a plan, finishing it, and the `/app` screen the server
 * composes. What a scenario remembers (the plans, the last completion) lives
 * here per scenario.
 */

interface GeneratorMemory {
  plans: GeneratedPlan[];
  completion: { body: Record<string, unknown>; reply: SessionOutcome } | undefined;
  screen: ScreenEnvelope | undefined;
}
const memories = new WeakMap<TravelWorld, GeneratorMemory>();
function memoryOf(world: TravelWorld): GeneratorMemory {
  let memory = memories.get(world);
  if (!memory) {
    memory = { plans: [], completion: undefined, screen: undefined };
    memories.set(world, memory);
  }
  return memory;
}

/** The form's choices as the web sends them; a scenario changes only what it names. */
export function planChoices(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    minutes: 20,
    gender: 'male',
    intensity: 'intermediate',
    location: 'hotel_room',
    equipment: ['bodyweight', 'none'],
    feeling: 'normal',
    sleepHours: 7,
    ...overrides,
  };
}

/** Asks for a plan as the traveller (their session, else their device); a plan in the answer is remembered. */
export async function generatePlan(
  world: TravelWorld,
  traveller: Traveller,
  choices: Record<string, unknown>,
  locale: Locale = 'en',
): Promise<HttpAnswer> {
  const answer = await askAs(world, `/api/generate-plan?lang=${locale}`, identityOf(traveller), { method: 'POST', body: choices });
  const plan = GeneratedPlanSchema.safeParse(answer.json);
  if (answer.status === 200 && plan.success) memoryOf(world).plans.push(plan.data);
  return answer;
}

export function lastPlan(world: TravelWorld): GeneratedPlan {
  const plan = memoryOf(world).plans.at(-1);
  if (!plan) throw new Error('No plan was generated in this scenario');
  return plan;
}

export function plansSoFar(world: TravelWorld): GeneratedPlan[] {
  return memoryOf(world).plans;
}

export function assertPlanGiven(answer: HttpAnswer): GeneratedPlan {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const plan = GeneratedPlanSchema.safeParse(answer.json);
  assert.ok(plan.success, `the plan breaks the contract: ${plan.success ? '' : plan.error.message}`);
  return plan.data;
}

export function assertProRequired(answer: HttpAnswer): void {
  assert.equal(answer.status, 403, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assertTold(answer, WORKOUT_ERRORS['workouts.pro-required']);
}

/** The exercises of a plan in order, as ids. */
export const exercisesOf = (plan: GeneratedPlan): string[] => plan.blocks.flatMap((block) => block.items.map((item) => item.id));

/** Seconds the generator's runner times for this plan: 3 sets of 45 s, 10 s between sets, the level's rest between exercises. */
export function runnerSecondsOf(plan: GeneratedPlan): number {
  const count = exercisesOf(plan).length;
  const { setsPerExercise, exerciseSeconds, setRestSeconds, exerciseRestSeconds } = GENERATOR_TIMING;
  const sets = plan.blocks.flatMap((block) => block.items).reduce((sum, item) => sum + item.sets, 0);
  assert.equal(sets, count * setsPerExercise, 'every exercise should be the runner’s 3 sets');
  return sets * exerciseSeconds + count * (setsPerExercise - 1) * setRestSeconds + (count - 1) * exerciseRestSeconds[plan.intensity];
}

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api or @ui');
  return world.app.database;
}

/** Generations the app recorded for the traveller (`workout_generations`). */
export async function generationsRecordedFor(world: TravelWorld, traveller: Traveller): Promise<number> {
  const user = await database(world)('users').where({ email: traveller.email }).first<{ id: string } | undefined>('id');
  assert.ok(user, `${traveller.name} has no account`);
  const row = await database(world)('workout_generations').where({ user_id: user.id }).count<{ count: string }[]>({ count: '*' });
  return Number(row[0]?.count ?? 0);
}

// ── Finishing a workout ─────────────────────────────────────────────────────

/**
 * Sends the finished workout as the web's completion screen does, with a new
 * completion id unless `again`; `extras` adds what the form may also send
 * (how hard it felt, `rpe`).
 */
export async function finishWorkout(
  world: TravelWorld,
  traveller: Traveller,
  sets: { done: number; planned: number },
  again = false,
  extras: { rpe?: number } = {},
): Promise<HttpAnswer> {
  const memory = memoryOf(world);
  const plan = memory.plans.at(-1);
  const body =
    again && memory.completion
      ? memory.completion.body
      : {
          completionId: randomUUID(),
          ...(plan ? { generationId: plan.generationId } : {}),
          name: plan?.displayTitle ?? '20-Minute Hotel Room Full Body Workout',
          durationMin: plan?.durationMinutes ?? 20,
          context: 'hotel_room',
          setsDone: sets.done,
          setsPlanned: sets.planned,
          ...extras,
        };
  const answer = await askAs(world, '/api/workout/complete', identityOf(traveller), { method: 'POST', body });
  const reply = SessionOutcomeSchema.safeParse(answer.json);
  if (answer.status === 200 && reply.success) memory.completion = { body, reply: reply.data };
  return answer;
}

export function assertRecorded(answer: HttpAnswer, replayed: boolean): SessionOutcome {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const reply = SessionOutcomeSchema.parse(answer.json);
  assert.equal(reply.replayed, replayed, replayed ? 'the completion was recorded again' : 'the completion was taken for a repeat');
  return reply;
}

/** The completion rate stored with a recorded session, in whole percent (the answer carries its score, not its sets). */
export async function completionRateOf(world: TravelWorld, sessionId: string): Promise<number> {
  const row = await database(world)('workout_sessions')
    .where({ id: sessionId })
    .first<{ completion_rate: string } | undefined>('completion_rate');
  assert.ok(row, `no session ${sessionId} was recorded`);
  return Math.round(Number(row.completion_rate));
}

export function firstRecordedSessionId(world: TravelWorld): string {
  const completion = memoryOf(world).completion;
  if (!completion) throw new Error('No workout was finished in this scenario');
  return completion.reply.session.id;
}

/** The titles of the latest workouts on the traveller's profile overview. */
export async function latestWorkoutsOf(world: TravelWorld, traveller: Traveller): Promise<string[]> {
  const answer = await askAs(world, '/api/screens/profile?lang=en', identityOf(traveller));
  assert.equal(answer.status, 200, `the profile answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const envelope = ScreenEnvelopeSchema.parse(answer.json);
  const list = envelope.screen.sections.flatMap((s) => s.blocks).find((b) => b.type === 'workout-list');
  if (!list) return [];
  return (list.props as { items: { title: string }[] }).items.map((item) => item.title);
}

// ── The /app screen ─────────────────────────────────────────────────────────

export async function openGeneratorScreen(world: TravelWorld, traveller: Traveller, locale: Locale = 'en'): Promise<ScreenEnvelope> {
  const answer = await askAs(world, `/api/screens/app?lang=${locale}`, identityOf(traveller));
  assert.equal(answer.status, 200, `the /app screen answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const envelope = ScreenEnvelopeSchema.parse(answer.json);
  memoryOf(world).screen = envelope;
  return envelope;
}

function blockOf(world: TravelWorld, type: string): WireBlock | undefined {
  const screen = memoryOf(world).screen;
  if (!screen) throw new Error('No /app screen was opened in this scenario');
  return screen.screen.sections.flatMap((s) => s.blocks).find((b) => b.type === type);
}

export function screenBlock<P>(world: TravelWorld, type: string): P {
  const block = blockOf(world, type);
  assert.ok(block, `the /app screen has no ${type}`);
  return block.props as P;
}

export function screenHas(world: TravelWorld, type: string): boolean {
  return blockOf(world, type) !== undefined;
}
