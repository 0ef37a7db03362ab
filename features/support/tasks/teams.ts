import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  TeamDetailsReplySchema,
  TeamReplySchema,
  UserTeamsReplySchema,
  type Team,
  type TeamDetailsReply,
} from '../../../contracts/community/teams.schemas';
import { backgroundWorkDone } from '../../../src/app/testing/background-work';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import type { HttpAnswer } from './http';
import { ask } from './http';
import { askAs, identityOf, type Identity } from './identity';
import { publicIdOf } from './progress';

/**
 * Teams as travellers meet them over HTTP (@api): creating one, following its
 * invite link (the spec's join call), its page, and what its admin and members
 * do. Teams are named in scenarios by their names; the app's ids are kept here.
 */

const teamIds = new WeakMap<TravelWorld, Map<string, string>>();

function idsOf(world: TravelWorld): Map<string, string> {
  let ids = teamIds.get(world);
  if (!ids) {
    ids = new Map();
    teamIds.set(world, ids);
  }
  return ids;
}

/** The id of a team created in this scenario, by its name at creation. */
export function teamIdOf(world: TravelWorld, name: string): string {
  const id = idsOf(world).get(name);
  if (!id) throw new Error(`no team "${name}" was created in this scenario`);
  return id;
}

/** A team the app never made, for links that lead nowhere. */
export function rememberMadeUpTeam(world: TravelWorld, name: string): void {
  idsOf(world).set(name, randomUUID());
}

/** What the Create Team dialog sends; a scenario names only what the traveller typed. */
export async function createTeam(
  world: TravelWorld,
  traveller: Traveller,
  details: Record<string, unknown>,
  identity: Identity = identityOf(traveller),
): Promise<HttpAnswer> {
  const answer = await askAs(world, '/api/teams', identity, { method: 'POST', body: details });
  const created = TeamReplySchema.safeParse(answer.json);
  if (answer.status === 201 && created.success) idsOf(world).set(String(details.name), created.data.team.id);
  return answer;
}

/** Follows the invite link `/teams?join=<id>`: the app signs the traveller in and makes the spec's join call. */
export async function joinTeam(world: TravelWorld, traveller: Traveller, name: string, query = ''): Promise<HttpAnswer> {
  return askAs(world, `/api/teams/${teamIdOf(world, name)}/join${query}`, identityOf(traveller), { method: 'POST' });
}

export async function changeTeam(
  world: TravelWorld,
  traveller: Traveller,
  name: string,
  changes: Record<string, unknown>,
): Promise<HttpAnswer> {
  return askAs(world, `/api/teams/${teamIdOf(world, name)}`, identityOf(traveller), { method: 'PATCH', body: changes });
}

export async function removeMember(world: TravelWorld, admin: Traveller, name: string, member: Traveller): Promise<HttpAnswer> {
  const id = await publicIdOf(world, member);
  return askAs(world, `/api/teams/${teamIdOf(world, name)}/members/${id}`, identityOf(admin), { method: 'DELETE' });
}

export async function leaveTeam(world: TravelWorld, traveller: Traveller, name: string): Promise<HttpAnswer> {
  return askAs(world, `/api/teams/${teamIdOf(world, name)}/leave`, identityOf(traveller), { method: 'POST' });
}

/** The team's page as anyone with the link sees it (no credentials), or as the traveller `identity` names. */
export async function openTeamPage(world: TravelWorld, name: string, identity?: Identity): Promise<HttpAnswer> {
  const path = `/api/teams/${teamIdOf(world, name)}`;
  return identity ? askAs(world, path, identity) : ask(world, path);
}

/** The team's page, once every finished session has reached the team's points. */
export async function teamPage(world: TravelWorld, name: string): Promise<TeamDetailsReply> {
  await teamPointsSettled(world);
  const answer = await openTeamPage(world, name);
  assert.equal(answer.status, 200, `the page of "${name}" answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return TeamDetailsReplySchema.parse(answer.json);
}

/** The traveller's own teams (My Teams). */
export async function teamsOf(world: TravelWorld, traveller: Traveller): Promise<Team[]> {
  await teamPointsSettled(world);
  const answer = await askAs(world, '/api/user-teams', identityOf(traveller));
  assert.equal(answer.status, 200, `${traveller.name}'s teams answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return UserTeamsReplySchema.parse(answer.json).teams;
}

/** Waits until every finished session has been credited to its teams (the subscriber runs after the answer). */
async function teamPointsSettled(world: TravelWorld): Promise<void> {
  if (!world.app) throw new Error('No app is running: tag the scenario @api');
  await backgroundWorkDone(world.app.database, 'workouts.session-completed/community.');
}

/** "Traveler-" and the last four characters of the traveller's public id. */
export async function publicNameOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  return `Traveler-${(await publicIdOf(world, traveller)).slice(-4)}`;
}

/** A team's card in the answer of a create or change, checked against the contract. */
export function teamIn(answer: HttpAnswer, status = 200): Team {
  assert.equal(answer.status, status, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return TeamReplySchema.parse(answer.json).team;
}

/** Nothing in the answer names a member's e-mail, username, device or session. */
export function assertPublicOnly(answer: HttpAnswer, members: readonly Traveller[]): void {
  const text = answer.text.toLowerCase();
  for (const member of members) {
    assert.ok(!text.includes(member.email.toLowerCase()), `the page shows ${member.name}'s e-mail`);
    assert.ok(!text.includes(`"${member.username.toLowerCase()}"`), `the page shows ${member.name}'s username`);
    if (member.deviceId) assert.ok(!text.includes(member.deviceId.toLowerCase()), `the page shows ${member.name}'s device identifier`);
    for (const token of member.sessions.values()) assert.ok(!text.includes(token.toLowerCase()), `the page shows ${member.name}'s session`);
  }
}
