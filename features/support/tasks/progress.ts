import assert from 'node:assert/strict';
import type { Knex } from 'knex';
import {
  AnalyticsStatsSchema,
  BadgesReplySchema,
  CityLeaderboardReplySchema,
  HistoryReplySchema,
  LeaderboardReplySchema,
  PassportReplySchema,
  TopCitiesReplySchema,
  type AnalyticsStats,
  type BadgesReply,
  type CityLeaderboardReply,
  type HistoryReply,
  type LeaderboardReply,
  type PassportReply,
  type TopCitiesReply,
} from '../../../contracts/gamification';
import { placeKey } from '../../../src/shared/kernel';
import type { DataTable } from '@cucumber/cucumber';
import type { ZodType } from 'zod';
import { mondayDateOf, WEEKDAY_PATTERN, type Weekday } from './clock';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { lastAnswer, type HttpAnswer } from './http';
import { askAs, identityOf, type Identity } from './identity';
import { knownDevice, profileOf } from './profile';

/**
 * Progress as travellers read it (badges, passport, history, leaderboards,
 * analytics), and the progress a scenario plants first: points, city rows,
 * stamps and completed workouts written straight into the scenario's database
 * as if earned earlier (the session-complete path has its own features).
 */

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  return world.app.database;
}

/** The traveller's user id (their public id): their account's, or their device's once the app has stored it. */
export async function publicIdOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  if (traveller.userId) return traveller.userId;
  const id = traveller.registered ? (await profileOf(world, traveller)).id : await knownDevice(world, traveller);
  traveller.userId = id;
  return id;
}

// ── Planting progress ───────────────────────────────────────────────────────

export async function setPoints(world: TravelWorld, traveller: Traveller, total: number): Promise<void> {
  const userId = await publicIdOf(world, traveller);
  await database(world)('points').insert({ user_id: userId, total }).onConflict('user_id').merge({ total });
}

/** `count` anonymous travellers, each with more points than `above`, all different. */
export async function crowdAbove(world: TravelWorld, count: number, above: number): Promise<void> {
  await database(world).raw(
    `with crowd as (
       insert into users (device_id) select 'crowd-' || md5(random()::text || n) from generate_series(1, ?::integer) n returning id
     )
     insert into points (user_id, total) select id, ?::integer + row_number() over () from crowd`,
    [count, above],
  );
}

export interface CityRow {
  city: string;
  country: string;
  points: number;
  workouts: number;
  streak: number;
  lastActive: string | null;
}

/** A city row as scoring a session writes it: keyed by the domain's place key, the spelling kept for display. */
export async function plantCityRow(world: TravelWorld, traveller: Traveller, row: CityRow): Promise<void> {
  const userId = await publicIdOf(world, traveller);
  const { cityKey, countryKey } = placeKey(row);
  await database(world)('city_leaderboards').insert({
    user_id: userId,
    city: row.city,
    country: row.country,
    city_key: cityKey,
    country_key: countryKey,
    total_points: row.points,
    total_workouts: row.workouts,
    current_streak: row.streak,
    last_active_date: row.lastActive,
  });
}

/** Stamps in the order given, the first visited first, a day apart; each with its number of workouts. */
export async function plantStampsWithWorkouts(
  world: TravelWorld,
  traveller: Traveller,
  stamps: { city: string; country: string; workouts: number }[],
): Promise<void> {
  const userId = await publicIdOf(world, traveller);
  const db = database(world);
  await db('passport_stamps').insert(
    stamps.map((stamp, index) => ({
      user_id: userId,
      ...stamp,
      first_visited_at: db.raw(`now() - make_interval(days => ?)`, [stamps.length - index]),
    })),
  );
}

export async function plantBadgesInOrder(world: TravelWorld, traveller: Traveller, codes: string[]): Promise<void> {
  const userId = await publicIdOf(world, traveller);
  const db = database(world);
  await db('badges').insert(
    codes.map((code, index) => ({ user_id: userId, code, awarded_at: db.raw(`now() - make_interval(days => ?)`, [codes.length - index]) })),
  );
}

export async function plantStreak(world: TravelWorld, traveller: Traveller, current: number, longest: number): Promise<void> {
  const userId = await publicIdOf(world, traveller);
  await database(world)('streaks')
    .insert({ user_id: userId, current, longest, last_active: database(world).raw('current_date') })
    .onConflict('user_id')
    .merge();
}

export interface PlantedWorkout {
  minutes: number;
  context: string;
  energy?: string;
  city?: string | null;
  country?: string | null;
  at: Date;
  timeZone?: string | null;
  name?: string | null;
  score?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WHEN = new RegExp(`^(last )?(${WEEKDAY_PATTERN}) (\\d{2}):(\\d{2}) UTC$`);

/** "Monday 09:00 UTC" in the week of the app's clock, "last Sunday 23:00 UTC" in the week before. */
function instantOf(world: TravelWorld, when: string): Date {
  const match = WHEN.exec(when);
  assert.ok(match, `"${when}" is not "[last] <weekday> HH:MM UTC"`);
  const [, last, weekday, hours, minutes] = match;
  const monday = Date.parse(`${mondayDateOf(world.app!.clock.now())}T00:00:00Z`);
  const offset = WEEKDAYS.indexOf(weekday as Weekday) * DAY_MS + (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(monday + offset - (last ? 7 * DAY_MS : 0));
}

/** A table of workouts: minutes, and optionally when (else a day before the app's clock), place, energy, city, country, time zone, name. */
export function workoutsIn(world: TravelWorld, table: DataTable): PlantedWorkout[] {
  return table.hashes().map((row) => ({
    at: row.when ? instantOf(world, row.when) : new Date(world.app!.clock.now().getTime() - DAY_MS),
    minutes: Number(row.minutes),
    context: row.place ?? 'hotel_room',
    energy: row.energy ?? 'normal',
    city: row.city || null,
    country: row.country || null,
    timeZone: row['time zone'] || null,
    name: row.name || null,
  }));
}

export async function plantWorkouts(world: TravelWorld, traveller: Traveller, workouts: PlantedWorkout[]): Promise<void> {
  const userId = await publicIdOf(world, traveller);
  await database(world)('workout_sessions').insert(
    workouts.map((workout) => ({
      user_id: userId,
      name: workout.name ?? null,
      duration_min: workout.minutes,
      context: workout.context,
      energy: workout.energy ?? 'normal',
      city: workout.city ?? null,
      country: workout.country ?? null,
      timezone: workout.timeZone ?? null,
      score: workout.score ?? workout.minutes * 10,
      completed_at: workout.at,
    })),
  );
}

// ── Reading progress ────────────────────────────────────────────────────────

const encode = encodeURIComponent;

/** How a call is made: whose credentials, a device named in the address besides them, the language. */
export interface Asking {
  identity: Identity;
  /** A device id in the address (`?uid=`), on top of the identity's own credentials. */
  uid?: string;
  lang?: 'en' | 'es';
}

function address(path: string, asking: Asking, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, uid: asking.uid, lang: asking.lang })) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const openLeaderboard = (world: TravelWorld, asking: Asking, limit?: number): Promise<HttpAnswer> =>
  askAs(world, address('/api/leaderboard', asking, { limit }), asking.identity);

export const openTopCities = (world: TravelWorld, asking: Asking): Promise<HttpAnswer> =>
  askAs(world, address('/api/top-cities', asking), asking.identity);

export const searchCity = (world: TravelWorld, asking: Asking, city: string, country: string): Promise<HttpAnswer> =>
  askAs(world, address(`/api/city-leaderboard/${encode(city)}/${encode(country)}`, asking), asking.identity);

export const openBadges = (world: TravelWorld, asking: Asking): Promise<HttpAnswer> =>
  askAs(world, address('/api/badges', asking), asking.identity);

export const openPassport = (world: TravelWorld, asking: Asking): Promise<HttpAnswer> =>
  askAs(world, address('/api/passport', asking), asking.identity);

export const openHistory = (world: TravelWorld, asking: Asking): Promise<HttpAnswer> =>
  askAs(world, address('/api/history', asking), asking.identity);

export const openAnalytics = (world: TravelWorld, asking: Asking): Promise<HttpAnswer> =>
  askAs(world, address('/api/analytics/stats', asking), asking.identity);

/** A traveller asking with their own credentials (a session if they have one, else their device). */
export const asTraveller = (traveller: Traveller, extra: Omit<Asking, 'identity'> = {}): Asking => ({
  identity: identityOf(traveller),
  ...extra,
});

function replyOf<T>(answer: HttpAnswer, schema: ZodType<T>, what: string): T {
  assert.equal(answer.status, 200, `${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const parsed = schema.safeParse(answer.json);
  assert.ok(parsed.success, `${what} breaks the contract: ${parsed.success ? '' : parsed.error.message}`);
  return parsed.data;
}

export const leaderboardSeen = (world: TravelWorld): LeaderboardReply =>
  replyOf(lastAnswer(world), LeaderboardReplySchema, 'the leaderboard');
export const topCitiesSeen = (world: TravelWorld): TopCitiesReply => replyOf(lastAnswer(world), TopCitiesReplySchema, 'the top cities');
export const cityBoardSeen = (world: TravelWorld): CityLeaderboardReply =>
  replyOf(lastAnswer(world), CityLeaderboardReplySchema, 'the city leaderboard');
export const badgesSeen = (world: TravelWorld): BadgesReply => replyOf(lastAnswer(world), BadgesReplySchema, 'the badges');
export const passportSeen = (world: TravelWorld): PassportReply => replyOf(lastAnswer(world), PassportReplySchema, 'the passport');
export const historySeen = (world: TravelWorld): HistoryReply => replyOf(lastAnswer(world), HistoryReplySchema, 'the history');
export const analyticsSeen = (world: TravelWorld): AnalyticsStats => replyOf(lastAnswer(world), AnalyticsStatsSchema, 'the analytics');

/** The name of a planted traveller behind a public id, or the id itself for the crowd. */
export function whoIs(world: TravelWorld, publicId: string): string {
  return world.cast.everyone.find((traveller) => traveller.userId === publicId)?.name ?? publicId;
}
