import assert from 'node:assert/strict';
import {
  CitySearchReplySchema,
  PlanPreferencesReplySchema,
  TravelPlanReplySchema,
  TripReplySchema,
  TripsReplySchema,
  type City,
  type TravelPlan,
  type Trip,
} from '../../../contracts/plans';
import { backgroundWorkDone } from '../../../src/app/testing/background-work';
import { addDays, localDateOf } from '../../../src/shared/kernel';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { ask, lastAnswer, type HttpAnswer } from './http';
import { askAs, identityOf, type Identity } from './identity';
import { serverNow } from './allowance';

/**
 * Trips, preferences and the 4-week plan as travellers meet them over HTTP
 * (@api, features/plans). Trips are named in scenarios by their city; the
 * app's ids are kept here. Dates are counted from the server's today on the
 * traveller's home calendar (UTC until they set a home).
 */

const tripIds = new WeakMap<TravelWorld, Map<string, string>>();

function tripsOf(world: TravelWorld): Map<string, string> {
  let ids = tripIds.get(world);
  if (!ids) {
    ids = new Map();
    tripIds.set(world, ids);
  }
  return ids;
}

function tripIdOf(world: TravelWorld, city: string): string {
  const id = tripsOf(world).get(city);
  if (!id) throw new Error(`no trip to ${city} was recorded in this scenario`);
  return id;
}

/** Today's date for a traveller at home in UTC, `days` from now. */
export function dayFromToday(world: TravelWorld, days: number): string {
  return addDays(localDateOf(serverNow(world), 'UTC'), days);
}

// ── Cities ──────────────────────────────────────────────────────────────────

const LANGUAGES = { English: 'en', Spanish: 'es' } as const;
export type Language = keyof typeof LANGUAGES;

export async function searchCities(world: TravelWorld, typed: string, language: Language = 'English'): Promise<City[]> {
  const answer = await ask(world, `/api/cities?q=${encodeURIComponent(typed)}`, { headers: { 'accept-language': LANGUAGES[language] } });
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  return CitySearchReplySchema.parse(answer.json).cities;
}

/** The id of the biggest city the list answers for a name as typed, in English. */
export async function cityIdFor(world: TravelWorld, name: string): Promise<string> {
  const [city] = await searchCities(world, name);
  assert.ok(city, `the city list has no ${name}`);
  return city.id;
}

// ── Trips ───────────────────────────────────────────────────────────────────

export interface TripPlan {
  /** The city as the traveller types it, or an id the list does not have. */
  city: string;
  leavesInDays: number;
  returnsInDays: number;
  leavesAt?: string;
  returnsAt?: string;
}

async function tripBody(world: TravelWorld, trip: Partial<TripPlan>): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  if (trip.city !== undefined) body.cityId = trip.city === 'Atlantis' ? 'atlantis-xx' : await cityIdFor(world, trip.city);
  if (trip.leavesInDays !== undefined) body.outboundDate = dayFromToday(world, trip.leavesInDays);
  if (trip.returnsInDays !== undefined) body.returnDate = dayFromToday(world, trip.returnsInDays);
  if (trip.leavesInDays !== undefined || trip.leavesAt !== undefined) body.outboundTime = trip.leavesAt ?? '09:00';
  if (trip.returnsInDays !== undefined || trip.returnsAt !== undefined) body.returnTime = trip.returnsAt ?? '18:00';
  return body;
}

export async function recordTrip(world: TravelWorld, traveller: Traveller, trip: TripPlan, identity: Identity = identityOf(traveller)) {
  const answer = await askAs(world, '/api/trips', identity, { method: 'POST', body: await tripBody(world, trip) });
  const created = TripReplySchema.safeParse(answer.json);
  if (answer.status === 201 && created.success) tripsOf(world).set(trip.city, created.data.trip.id);
  return answer;
}

export async function assertTripRecorded(world: TravelWorld, traveller: Traveller, trip: TripPlan): Promise<void> {
  const answer = await recordTrip(world, traveller, trip);
  assert.equal(answer.status, 201, `the trip was not recorded: ${answer.text.slice(0, 300)}`);
}

/** Trips recorded all at once, from the same traveller, kept as the scenario's crowd of answers. */
export async function recordTripsAtOnce(world: TravelWorld, traveller: Traveller, trips: TripPlan[]): Promise<void> {
  const bodies = await Promise.all(trips.map((trip) => tripBody(world, trip)));
  world.cast.crowd = await Promise.all(bodies.map((body) => askAs(world, '/api/trips', identityOf(traveller), { method: 'POST', body })));
}

export async function moveTrip(
  world: TravelWorld,
  traveller: Traveller,
  city: string,
  change: Partial<TripPlan>,
  owner: string = city,
): Promise<HttpAnswer> {
  return askAs(world, `/api/trips/${tripIdOf(world, owner)}`, identityOf(traveller), {
    method: 'PATCH',
    body: await tripBody(world, change),
  });
}

export function deleteTrip(world: TravelWorld, traveller: Traveller, city: string): Promise<HttpAnswer> {
  return askAs(world, `/api/trips/${tripIdOf(world, city)}`, identityOf(traveller), { method: 'DELETE' });
}

export async function tripsListed(world: TravelWorld, traveller: Traveller, language: Language = 'English'): Promise<Trip[]> {
  const answer = await askAs(world, '/api/trips', identityOf(traveller), { headers: { 'accept-language': LANGUAGES[language] } });
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  return TripsReplySchema.parse(answer.json).trips;
}

// ── Preferences and the plan ────────────────────────────────────────────────

export async function preferencesOf(world: TravelWorld, traveller: Traveller) {
  const answer = await askAs(world, '/api/plan/preferences', identityOf(traveller));
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  return PlanPreferencesReplySchema.parse(answer.json).preferences;
}

export async function setPreferences(world: TravelWorld, traveller: Traveller, changes: Record<string, unknown>): Promise<HttpAnswer> {
  return askAs(world, '/api/plan/preferences', identityOf(traveller), { method: 'PUT', body: changes });
}

export function generatePlan(world: TravelWorld, identity: Identity, body: Record<string, unknown> = {}): Promise<HttpAnswer> {
  return askAs(world, '/api/plan/generate', identity, { method: 'POST', body });
}

/** The plan the last answer carried. */
export function planIn(answer: HttpAnswer): TravelPlan {
  assert.equal(answer.status, 200, `no plan: ${answer.status} ${answer.text.slice(0, 300)}`);
  const { plan } = TravelPlanReplySchema.parse(answer.json);
  assert.ok(plan, 'the answer has no plan');
  return plan;
}

export async function storedPlanOf(world: TravelWorld, traveller: Traveller, language: Language = 'English') {
  const answer = await askAs(world, '/api/plan', identityOf(traveller), { headers: { 'accept-language': LANGUAGES[language] } });
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  return TravelPlanReplySchema.parse(answer.json);
}

/** Waits, as a traveller would, until the plan's background rebuilds are done. */
export async function planRebuildsDone(world: TravelWorld): Promise<void> {
  await backgroundWorkDone(world.app!.database, 'plans.');
}

/** Waits until usage has counted every generated plan. */
export async function planCountsDone(world: TravelWorld): Promise<void> {
  await backgroundWorkDone(world.app!.database, 'plans.plan-generated/');
}

/** `usage.plan_count` (spec 1 §3): no call answers it, so it is read where the app keeps it. */
export async function planCountOf(world: TravelWorld, traveller: Traveller): Promise<number> {
  const users = world.app!.database('users').where({ email: traveller.email.toLowerCase() }).select('id');
  const row = await world.app!.database('usage').whereIn('user_id', users).first<{ plan_count: number } | undefined>('plan_count');
  return row?.plan_count ?? 0;
}

export function lastPlan(world: TravelWorld): TravelPlan {
  return planIn(lastAnswer(world));
}
