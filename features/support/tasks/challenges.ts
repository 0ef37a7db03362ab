import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ChallengesReplySchema,
  JoinChallengeReplySchema,
  UserChallengesReplySchema,
  type Challenge,
  type ChallengeType,
  type UserChallenge,
} from '../../../contracts/community/challenges.schemas';
import { backgroundWorkDone } from '../../../src/app/testing/background-work';
import { startHttpTestApp, type HttpTestApp } from '../../../src/app/testing/http-test-app';
import { TEST_CONNECT_TIMEOUT_MS } from '../../../src/app/database/testing/test-postgres';
import { newDeviceId } from '../builders/identifiers';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import type { HttpAnswer } from './http';
import { askAs, identityOf, type Identity } from './identity';
import { knownDevice } from './profile';

/**
 * Group challenges as travellers meet them over HTTP (@api): the list, their
 * own challenges, joining; the challenges a scenario sets up are written
 * straight into its database, with dates around the server's clock. Teams
 * are planted the same way until teams can be made through the app.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const RECURRING_QUEUE = 'community.open-recurring-challenges';

/** The kinds of challenge in the scenarios' words. */
export const CHALLENGE_KINDS: Record<string, ChallengeType> = {
  'points race': 'points_race',
  'streak battle': 'streak_battle',
  'city conquest': 'city_conquest',
  'team challenge': 'team_challenge',
};
export const KIND_PATTERN = Object.keys(CHALLENGE_KINDS).join('|');

interface ChallengesMemory {
  /** The challenges the scenario set up, by title. */
  ids: Map<string, string>;
  /** The teams the scenario set up, by name. */
  teams: Map<string, string>;
  /** App processes started besides the scenario's own. */
  otherProcesses: HttpTestApp[];
}
const memories = new WeakMap<TravelWorld, ChallengesMemory>();
function memoryOf(world: TravelWorld): ChallengesMemory {
  let memory = memories.get(world);
  if (!memory) {
    memory = { ids: new Map(), teams: new Map(), otherProcesses: [] };
    memories.set(world, memory);
  }
  return memory;
}

function database(world: TravelWorld): Knex {
  if (!world.app) throw new Error('No app is running: tag the scenario @api or @ui');
  return world.app.database;
}

const now = (world: TravelWorld): Date => world.app!.clock.now();

/** Whitespace as a reader sees it: the thin spaces of a date range read as spaces. */
export const asRead = (text: string): string => text.replace(/\s+/g, ' ').trim();

// ── Challenges set up by the scenario ──────────────────────────────────────

export interface ChallengeSetUp {
  title: string;
  type: ChallengeType;
  targetValue?: number;
  /** Days from the server's now; negative is in the past. */
  startsInDays?: number;
  endsInDays?: number;
  maxParticipants?: number;
}

export async function setUpChallenge(world: TravelWorld, setUp: ChallengeSetUp): Promise<string> {
  const at = (days: number) => new Date(now(world).getTime() + days * DAY_MS);
  const [row] = await database(world)('group_challenges')
    .insert({
      title: setUp.title,
      description: `${setUp.title}, set up by the scenario.`,
      type: setUp.type,
      target_value: setUp.targetValue ?? 1_000,
      start_date: at(setUp.startsInDays ?? -1),
      end_date: at(setUp.endsInDays ?? 7),
      max_participants: setUp.maxParticipants ?? 100,
    })
    .returning<{ id: string }[]>('id');
  memoryOf(world).ids.set(setUp.title, row!.id);
  return row!.id;
}

export function challengeIdOf(world: TravelWorld, title: string): string {
  const id = memoryOf(world).ids.get(title);
  if (!id) throw new Error(`The scenario set up no challenge "${title}"`);
  return id;
}

/** The traveller is in the team (made on first mention), from now on. */
export async function putInTeam(world: TravelWorld, traveller: Traveller, name: string): Promise<void> {
  const userId = await knownDevice(world, traveller);
  const teams = memoryOf(world).teams;
  let teamId = teams.get(name);
  if (!teamId) {
    const [row] = await database(world)('teams').insert({ name, created_by: null }).returning<{ id: string }[]>('id');
    teamId = row!.id;
    teams.set(name, teamId);
  }
  await database(world)('team_members').insert({ team_id: teamId, user_id: userId, joined_at: now(world) });
}

// ── Joining and reading ────────────────────────────────────────────────────

/** How the traveller's app says who they are; a traveller who has not used the app yet gets a new device. */
function appIdentityOf(traveller: Traveller): Identity {
  if (traveller.sessions.size === 0) traveller.deviceId ??= newDeviceId();
  return identityOf(traveller);
}

export async function joinChallenge(world: TravelWorld, challengeId: string, identity: Identity, query = ''): Promise<HttpAnswer> {
  return askAs(world, `/api/challenges/${challengeId}/join${query}`, identity, { method: 'POST' });
}

export async function joinAs(world: TravelWorld, traveller: Traveller, title: string, query = ''): Promise<HttpAnswer> {
  return joinChallenge(world, challengeIdOf(world, title), appIdentityOf(traveller), query);
}

export async function assertJoined(world: TravelWorld, traveller: Traveller, title: string): Promise<void> {
  const answer = await joinAs(world, traveller, title);
  assert.equal(answer.status, 200, `${traveller.name} could not join "${title}": ${answer.status} ${answer.text.slice(0, 300)}`);
}

export function joinAnswer(answer: HttpAnswer) {
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return JoinChallengeReplySchema.parse(answer.json);
}

/** Waits until every finished workout told so far has moved the challenges on, as a traveller would wait for the page. */
export async function progressSettled(world: TravelWorld): Promise<void> {
  await backgroundWorkDone(database(world), 'workouts.session-completed/community.');
}

/** The traveller's challenges as their app reads them, once the workouts told so far have counted. */
export async function challengesOf(world: TravelWorld, traveller: Traveller): Promise<UserChallenge[]> {
  await progressSettled(world);
  const answer = await askAs(world, '/api/user-challenges', appIdentityOf(traveller));
  assert.equal(answer.status, 200, `${traveller.name}'s challenges answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return UserChallengesReplySchema.parse(answer.json).challenges;
}

export async function standingIn(world: TravelWorld, traveller: Traveller, title: string): Promise<UserChallenge> {
  const id = challengeIdOf(world, title);
  const mine = (await challengesOf(world, traveller)).find((challenge) => challenge.id === id);
  assert.ok(mine, `${traveller.name} is not in "${title}"`);
  return mine;
}

/** The list anyone sees, in a language ("en", "es"). */
export async function listedChallenges(world: TravelWorld, lang?: string): Promise<Challenge[]> {
  const answer = await askAs(world, `/api/challenges${lang ? `?lang=${lang}` : ''}`, { kind: 'nobody' });
  assert.equal(answer.status, 200, `the challenges answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return ChallengesReplySchema.parse(answer.json).challenges;
}

export function listedTitled(challenges: readonly Challenge[], title: string): Challenge[] {
  return challenges.filter((challenge) => asRead(challenge.title) === asRead(title));
}

/** A made-up challenge id: the form of one, naming none. */
export const unknownChallengeId = (): string => randomUUID();

// ── The recurring challenges ───────────────────────────────────────────────

/** Runs the job that keeps the recurring challenges open, as its next tick would, in the scenario's app. */
export async function lookAfterRecurring(world: TravelWorld, app: HttpTestApp = world.app!): Promise<void> {
  await app.runScheduledJob(RECURRING_QUEUE);
}

/** Another process of the app on the scenario's database and clock, as behind a load balancer. */
export async function startOtherProcess(world: TravelWorld): Promise<HttpTestApp> {
  const app = world.app!;
  const other = await startHttpTestApp(app.databaseUrl, {
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    clock: app.clock,
    database: { migrate: false, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS },
  });
  memoryOf(world).otherProcesses.push(other);
  return other;
}

export function otherProcesses(world: TravelWorld): HttpTestApp[] {
  return memoryOf(world).otherProcesses;
}

export async function stopOtherProcesses(world: TravelWorld): Promise<void> {
  const others = memoryOf(world).otherProcesses.splice(0);
  await Promise.all(others.map((other) => other.stop()));
}

/** How the job stored a challenge's status ("completed" once closed). */
export async function storedStatusOf(world: TravelWorld, challengeId: string): Promise<string> {
  const row = await database(world)('group_challenges').where({ id: challengeId }).first<{ status: string }>('status');
  return row.status;
}
