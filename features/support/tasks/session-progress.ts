import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SessionOutcomeSchema, type SessionOutcome } from '../../../contracts/gamification';
import { placeKey } from '../../../src/shared/kernel';
import { utcOffsetMinutes } from '../../../src/shared/kernel';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { mondayDateOf, type Weekday } from './clock';
import type { HttpAnswer } from './http';
import { askAs, identityOf, type Identity } from './identity';
import { knownDevice, profileOf } from './profile';

/**
 * Progress that travels, as a traveller's app meets it over HTTP: finishing
 * a quick-flight or player workout (`POST /api/session/complete`) at a time
 * and place the scenario names, and the points, streak, badges, passport and
 * city rows it leads to. Progress "earned before the scenario" is written
 * straight into the scenario's database.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  return world.app.database;
}

/** What the quick-flight screen sends for a finished workout; a scenario changes only what it names. */
export function sessionDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    completionId: randomUUID(),
    durationMin: 10,
    context: 'hotel_room',
    energy: 'normal',
    stress: 2,
    soreness: 'none',
    ...overrides,
  };
}

interface ProgressMemory {
  last: { body: Record<string, unknown>; outcome: SessionOutcome } | undefined;
  /** Cities made up so far ("a new city"), so each is new. */
  madeUpCities: number;
  /** The day of the streak's latest workout, for "a workout the next day". */
  lastStreakDay: Date | undefined;
}
const memories = new WeakMap<TravelWorld, ProgressMemory>();
function memoryOf(world: TravelWorld): ProgressMemory {
  let memory = memories.get(world);
  if (!memory) {
    memory = { last: undefined, madeUpCities: 0, lastStreakDay: undefined };
    memories.set(world, memory);
  }
  return memory;
}

/** A city the traveller has never been to in this scenario. */
export function newCity(world: TravelWorld): { city: string; country: string } {
  memoryOf(world).madeUpCities += 1;
  return { city: `Waypoint ${memoryOf(world).madeUpCities}`, country: 'Atlantis' };
}

/** Finishes a workout as the traveller's app does (their session, else their device). */
export async function finishSession(
  world: TravelWorld,
  traveller: Traveller,
  details: Record<string, unknown> = {},
  identity: Identity = identityOf(traveller),
  query = '',
): Promise<HttpAnswer> {
  const body = sessionDetails(details);
  const answer = await askAs(world, `/api/session/complete${query}`, identity, { method: 'POST', body });
  const outcome = SessionOutcomeSchema.safeParse(answer.json);
  if (answer.status === 200 && outcome.success) memoryOf(world).last = { body, outcome: outcome.data };
  return answer;
}

/** Sends the last finished workout again, with the same completion id (a retry after a lost answer). */
export async function resendLastSession(world: TravelWorld, traveller: Traveller): Promise<HttpAnswer> {
  const last = memoryOf(world).last;
  assert.ok(last, 'no workout was finished in this scenario');
  return askAs(world, '/api/session/complete', identityOf(traveller), { method: 'POST', body: last.body });
}

/** The answer to the last completion, checked against the contract. */
export function lastOutcome(answer: HttpAnswer): SessionOutcome {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const outcome = SessionOutcomeSchema.safeParse(answer.json);
  assert.ok(outcome.success, `the answer breaks the contract: ${outcome.success ? '' : outcome.error.message}`);
  return outcome.data;
}

/**
 * The instant a local wall-clock time names: that weekday of the current
 * week (as the server's week runs, Monday to Sunday) at that time in the zone.
 */
export function localInstant(weekday: Weekday, time: string, timeZone: string): Date {
  const monday = Date.parse(`${mondayDateOf(new Date())}T00:00:00Z`);
  const date = new Date(monday + WEEKDAYS.indexOf(weekday) * DAY_MS).toISOString().slice(0, 10);
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at the instant found; twice settles it across a change of offset.
  let instant = wall;
  for (let round = 0; round < 2; round += 1) instant = wall - utcOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** Sets the server's clock: the next completion happens then. */
export function setClock(world: TravelWorld, instant: Date): void {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  world.app.clock.setTo(instant);
}

/** A day after the streak's latest workout (now, when the scenario has none). */
export function nextDay(world: TravelWorld): Date {
  const memory = memoryOf(world);
  const day = memory.lastStreakDay ? new Date(memory.lastStreakDay.getTime() + DAY_MS) : world.app!.clock.now();
  memory.lastStreakDay = day;
  return day;
}

// ── Progress earned before the scenario ────────────────────────────────────

/** The traveller's user id; a device is made known to the app first, so rows can be written for it. */
async function userIdOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  return traveller.sessions.size > 0 ? (await profileOf(world, traveller)).id : knownDevice(world, traveller);
}

/** The traveller trained every day up to yesterday (UTC, by the server's clock), `days` days in a row. */
export async function plantStreak(world: TravelWorld, traveller: Traveller, days: number): Promise<void> {
  const userId = await userIdOf(world, traveller);
  const yesterday = new Date(world.app!.clock.now().getTime() - DAY_MS);
  memoryOf(world).lastStreakDay = yesterday;
  await database(world)('streaks')
    .insert({
      user_id: userId,
      current: days,
      longest: days,
      last_active: yesterday.toISOString().slice(0, 10),
      last_workout_at: yesterday,
      last_time_zone: null,
    })
    .onConflict('user_id')
    .merge();
}

/** Counts a badge rule reads, as earned before the scenario ("workouts", "hotel-room workouts", "calories", "points", "cities", "airports"). */
export async function plantCount(world: TravelWorld, traveller: Traveller, what: string, count: number): Promise<void> {
  const userId = await userIdOf(world, traveller);
  const db = database(world);
  const counters = (values: { workouts?: number; hotel_workouts?: number; calories?: number }) =>
    db('progress_counters')
      .insert({ user_id: userId, workouts: 0, hotel_workouts: 0, calories: 0, ...values })
      .onConflict('user_id')
      .merge(values);
  const stamps = async (airport: boolean) => {
    for (let index = 0; index < count; index += 1) {
      const place = newCity(world);
      const { cityKey, countryKey } = placeKey(place);
      await db('passport_stamps').insert({
        user_id: userId,
        ...place,
        city_key: cityKey,
        country_key: countryKey,
        airport_workouts: airport ? 1 : 0,
      });
    }
  };
  switch (what) {
    case 'workouts':
      return void (await counters({ workouts: count }));
    case 'hotel-room workouts':
      return void (await counters({ workouts: count, hotel_workouts: count }));
    case 'calories':
      return void (await counters({ calories: count }));
    case 'points':
      return void (await db('points').insert({ user_id: userId, total: count }).onConflict('user_id').merge());
    case 'cities':
      return stamps(false);
    case 'airports':
      return stamps(true);
    case 'streak days':
      return plantStreak(world, traveller, count);
    default:
      throw new Error(`No count called "${what}"`);
  }
}

// ── What the traveller has ──────────────────────────────────────────────────

export async function badgesOf(world: TravelWorld, traveller: Traveller): Promise<string[]> {
  const userId = await userIdOf(world, traveller);
  const rows: { code: string }[] = await database(world)('badges').where({ user_id: userId }).select('code');
  return rows.map((row) => row.code).sort();
}

/** The traveller's points or estimated calories so far. */
export async function countOf(world: TravelWorld, traveller: Traveller, what: 'points' | 'calories'): Promise<number> {
  const userId = await userIdOf(world, traveller);
  const row =
    what === 'points'
      ? await database(world)('points').where({ user_id: userId }).first<{ count: number } | undefined>('total as count')
      : await database(world)('progress_counters').where({ user_id: userId }).first<{ count: number } | undefined>('calories as count');
  return row?.count ?? 0;
}

export interface CityRow {
  city: string;
  country: string;
  total_points: number;
  total_workouts: number;
  current_streak: number;
  last_active_date: string;
}

/** The traveller's row on a city's leaderboard, found however the city is written. */
export async function cityRowOf(world: TravelWorld, traveller: Traveller, place: { city: string; country: string }): Promise<CityRow> {
  const userId = await userIdOf(world, traveller);
  const { cityKey, countryKey } = placeKey(place);
  const row = await database(world)('city_leaderboards')
    .where({ user_id: userId, city_key: cityKey, country_key: countryKey })
    .first<CityRow | undefined>(
      'city',
      'country',
      'total_points',
      'total_workouts',
      'current_streak',
      database(world).raw(`to_char(last_active_date, 'YYYY-MM-DD') as last_active_date`),
    );
  assert.ok(row, `${traveller.name} has no row on the leaderboard of ${place.city}, ${place.country}`);
  return row;
}
