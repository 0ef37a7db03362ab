import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import type { SubscriptionStatus } from '../../../contracts/accounts';
import {
  FREE_WORKOUTS_PER_WEEK,
  UNLIMITED,
  USAGE_ERRORS,
  UsageIncrementReplySchema,
  UsageLimitReachedSchema,
  UsageResetReplySchema,
  UsageStatusSchema,
  type UsageStatus,
} from '../../../contracts/usage';
import { GenerateWorkoutReplySchema, type Workout } from '../../../contracts/workouts';
import type { TravelWorld } from '../world';
import { beOnTrial, changeCancellation, endTrial, payCheckout, startTrial } from './subscriptions';
import type { Traveller } from './cast';
import { askAs, identityOf, type Identity } from './identity';
import { assertTold } from './replies';
import { mondayDateOf } from './clock';
import type { HttpAnswer } from './http';

/**
 * The weekly allowance of AI workouts (spec 1 §4, §6, §9; DECISIONS.md
 * "Allowance") and quick-mode generation (spec 2 §7), as a traveller meets
 * them: how many are left, using one, asking for a reset, asking for a quick
 * workout. Identity is the traveller's session if they have one, else their
 * device (`identityOf`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api or @ui');
  return world.app.database;
}

/** The instant the server believes it is. */
export function serverNow(world: TravelWorld): Date {
  if (!world.app) throw new Error('No app is running: tag the scenario @api or @ui');
  return world.app.clock.now();
}

// ── Asking ──────────────────────────────────────────────────────────────────

export function checkAllowance(world: TravelWorld, identity: Identity): Promise<HttpAnswer> {
  return askAs(world, '/api/usage/check', identity);
}

export function useWorkout(world: TravelWorld, identity: Identity): Promise<HttpAnswer> {
  return askAs(world, '/api/usage/increment', identity, { method: 'POST' });
}

export function askForReset(world: TravelWorld, identity: Identity): Promise<HttpAnswer> {
  return askAs(world, '/api/usage/reset', identity, { method: 'POST' });
}

/** `count` uses sent together, answers kept as the scenario's crowd. */
export async function useWorkoutsAtOnce(world: TravelWorld, identity: Identity, count: number): Promise<void> {
  world.cast.crowd = await Promise.all(Array.from({ length: count }, () => useWorkout(world, identity)));
}

/** Setting: the traveller has nothing left this week (both uses granted). */
export async function spendTheWeek(world: TravelWorld, traveller: Traveller): Promise<void> {
  for (let use = 1; use <= FREE_WORKOUTS_PER_WEEK; use += 1) {
    const answer = await useWorkout(world, identityOf(traveller));
    assert.equal(answer.status, 200, `${traveller.name}'s use ${use} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
}

// ── Subscriptions (through the app's own test checkout) ─────────────────────

/**
 * The traveller's subscription status, reached as a traveller reaches it: a
 * trial paid with a card that works; active once that trial has ended and the
 * first charge went through; expired when the first charge failed.
 */
export async function setSubscription(world: TravelWorld, traveller: Traveller, status: SubscriptionStatus): Promise<void> {
  switch (status) {
    case 'none':
      return;
    case 'trial':
      return beOnTrial(world, traveller, 'monthly');
    case 'active':
      await beOnTrial(world, traveller, 'monthly');
      return endTrial(world, traveller);
    case 'expired': {
      const started = await startTrial(world, traveller, 'monthly');
      assert.equal(started.status, 200, `the trial did not start: ${started.text.slice(0, 300)}`);
      const paid = await payCheckout(world, traveller, traveller, '4000 0000 0000 0341');
      assert.equal(paid.status, 200, `the checkout was not paid: ${paid.text.slice(0, 300)}`);
      return endTrial(world, traveller);
    }
    case 'canceled':
      await beOnTrial(world, traveller, 'monthly');
      assert.equal((await changeCancellation(world, traveller, true)).status, 200);
      return;
  }
}

// ── What the app has recorded ───────────────────────────────────────────────

async function userIdOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  if (traveller.userId) return traveller.userId;
  const row = await database(world)('users').where({ device_id: traveller.deviceId }).first<{ id: string } | undefined>('id');
  if (!row) throw new Error(`the app does not know ${traveller.name}'s device`);
  return row.id;
}

/** Free workouts the app counts against the traveller in the server's current week. */
export async function recordedThisWeek(world: TravelWorld, traveller: Traveller): Promise<number> {
  const row = await database(world)('usage')
    .where({ user_id: await userIdOf(world, traveller) })
    .first<{ workout_count: number; week_start: string } | undefined>(
      'workout_count',
      database(world).raw('week_start::text as week_start'),
    );
  if (!row || row.week_start !== mondayDateOf(serverNow(world))) return 0;
  return row.workout_count;
}

/** Workouts designed for the traveller and kept on record. */
export async function designedFor(world: TravelWorld, traveller: Traveller): Promise<number> {
  const row = await database(world)('workout_generations')
    .where({ user_id: await userIdOf(world, traveller) })
    .count<{ count: string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

// ── Quick mode ──────────────────────────────────────────────────────────────

/** The planner's place for the words a scenario uses ("the airport", "a seat in transit"). */
const PLACES: Record<string, Workout['place']> = {
  'the airport': 'airport',
  'a seat in transit': 'in_transit',
  'a hotel room': 'hotel_room',
  'an office': 'office',
  home: 'home',
  'the gym': 'gym',
};

export function placeNamed(words: string): Workout['place'] {
  const place = PLACES[words];
  if (!place) throw new Error(`Unknown place "${words}": use ${Object.keys(PLACES).join(', ')}`);
  return place;
}

export function askForQuickWorkout(world: TravelWorld, identity: Identity, body: unknown): Promise<HttpAnswer> {
  return askAs(world, '/api/workout/generate', identity, { method: 'POST', body });
}

// ── Checking ────────────────────────────────────────────────────────────────

function statusIn(answer: HttpAnswer): UsageStatus {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = UsageStatusSchema.safeParse(answer.json);
  assert.ok(parsed.success, `the allowance breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}

/** The traveller's allowance as the app tells it to them now. */
export async function allowanceOf(world: TravelWorld, traveller: Traveller, where?: string): Promise<UsageStatus> {
  return statusIn(await checkAllowance(world, identityOf(traveller, where)));
}

/** `remaining` free workouts this week, counted in the server's current week. */
export function assertFreeLeft(world: TravelWorld, status: UsageStatus, remaining: number): void {
  assert.equal(status.plan, 'free', `the traveller is on the ${status.plan} plan`);
  assert.equal(status.limit, FREE_WORKOUTS_PER_WEEK);
  assert.equal(status.remaining, remaining, `${status.remaining} left, not ${remaining}`);
  assert.equal(status.allowed, remaining > 0);
  assert.equal(status.weekStart, mondayDateOf(serverNow(world)), 'the allowance counts another week than the server’s');
}

export function assertUnlimited(status: UsageStatus): void {
  assert.equal(status.remaining, UNLIMITED, `${status.remaining} left, not unlimited`);
  assert.equal(status.limit, UNLIMITED);
  assert.equal(status.allowed, true);
  assert.equal(status.plan, 'pro');
}

/** The week renews at the next Monday 00:00 UTC after the server's now. */
export function assertRenewsNextMonday(world: TravelWorld, status: UsageStatus): void {
  const monday = Date.parse(`${mondayDateOf(serverNow(world))}T00:00:00Z`);
  assert.equal(status.resetsAt, new Date(monday + 7 * DAY_MS).toISOString());
}

export function assertGranted(answer: HttpAnswer): void {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.ok(UsageIncrementReplySchema.safeParse(answer.json).success, `the answer breaks the contract: ${answer.text.slice(0, 300)}`);
}

/** The refusal the web turns into the subscribe prompt: the limit's code, with the allowance spent. */
export function assertInvitedToSubscribe(answer: HttpAnswer): void {
  assert.equal(answer.status, 403, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = UsageLimitReachedSchema.safeParse(answer.json);
  assert.ok(parsed.success, `the refusal breaks the contract: ${answer.text.slice(0, 300)}`);
  assert.equal(parsed.data.details.allowed, false);
  assert.equal(parsed.data.details.plan, 'free');
}

export function assertResetCleared(answer: HttpAnswer, cleared: boolean): void {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = UsageResetReplySchema.safeParse(answer.json);
  assert.ok(parsed.success, `the reset breaks the contract: ${answer.text.slice(0, 300)}`);
  assert.equal(parsed.data.rolledOver, cleared, cleared ? 'the reset cleared nothing' : 'the reset cleared a count');
  if (!cleared) assert.equal(parsed.data.remaining, 0, 'the reset gave workouts back');
}

/** The crowd: `granted` answers succeeded (checked by `isGranted`), the rest were refused with `text`. */
export function assertCrowd(
  answers: HttpAnswer[],
  granted: number,
  refused: number,
  text: string,
  isGranted: (answer: HttpAnswer) => boolean,
): void {
  const statuses = answers.map((answer) => answer.status).join(', ');
  assert.equal(answers.length, granted + refused, `${answers.length} answers, not ${granted + refused}`);
  const winners = answers.filter((answer) => answer.status === 200);
  assert.equal(winners.length, granted, `answers: ${statuses}`);
  for (const answer of winners) assert.ok(isGranted(answer), `a granted answer breaks the contract: ${answer.text.slice(0, 300)}`);
  for (const answer of answers.filter((candidate) => candidate.status !== 200)) assertTold(answer, text);
}

export const grantedUse = (answer: HttpAnswer): boolean => UsageIncrementReplySchema.safeParse(answer.json).success;
export const designedWorkout = (answer: HttpAnswer): boolean => GenerateWorkoutReplySchema.safeParse(answer.json).success;

export const LIMIT_REACHED = USAGE_ERRORS['usage.limit-reached'];
