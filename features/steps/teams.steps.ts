import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { JoinTeamReplySchema, TEAM_LIMITS, type Team } from '../../contracts/community/teams.schemas';
import { lastAnswer } from '../support/tasks/http';
import { identityOf } from '../support/tasks/identity';
import { assertRefusedFor, assertTold } from '../support/tasks/replies';
import { ensureAccount } from '../support/tasks/registration';
import { publicIdOf } from '../support/tasks/progress';
import { setClock } from '../support/tasks/session-progress';
import {
  assertPublicOnly,
  changeTeam,
  createTeam,
  joinTeam,
  leaveTeam,
  openTeamPage,
  publicNameOf,
  rememberMadeUpTeam,
  removeMember,
  teamIdOf,
  teamIn,
  teamPage,
  teamsOf,
} from '../support/tasks/teams';
import type { TravelWorld } from '../support/world';

/*
 * Teams (features/community/teams*.feature) over HTTP (@api): creating one,
 * its invite link, its page, the admin's changes, leaving, and team points.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const letters = (count: number) => 'Team Gate Runners '.repeat(10).slice(0, count);

// ── Creating ────────────────────────────────────────────────────────────────

When('{traveller} creates the team {string}', async function (this: TravelWorld, who: string, name: string) {
  await createTeam(this, this.cast.who(who), { name, maxMembers: TEAM_LIMITS.maxMembers });
});

Given('{traveller} has created the team {string}', async function (this: TravelWorld, who: string, name: string) {
  teamIn(await createTeam(this, this.cast.who(who), { name, maxMembers: TEAM_LIMITS.maxMembers }), 201);
});

When(
  '{traveller} creates the team {string} with the emoji {string} and the description {string}',
  async function (this: TravelWorld, who: string, name: string, emoji: string, description: string) {
    await createTeam(this, this.cast.who(who), { name, emoji, description, maxMembers: TEAM_LIMITS.maxMembers });
  },
);

When(
  '{traveller} creates the team {string} with the emoji {string}',
  async function (this: TravelWorld, who: string, name: string, emoji: string) {
    await createTeam(this, this.cast.who(who), { name, emoji });
  },
);

When(
  '{traveller} creates the team {string} with a description of {int} characters',
  async function (this: TravelWorld, who: string, name: string, count: number) {
    await createTeam(this, this.cast.who(who), { name, description: 'd'.repeat(count) });
  },
);

When(
  /^(\S+) creates a team named (?:"(.*)"|with (\d+) characters)$/,
  async function (this: TravelWorld, who: string, quoted?: string, count?: string) {
    await createTeam(this, this.cast.who(who), { name: quoted ?? letters(Number(count)) });
  },
);

When(
  '{traveller} creates a team named with {int} characters and spaces around them',
  async function (this: TravelWorld, who: string, count: number) {
    await createTeam(this, this.cast.who(who), { name: `   ${letters(count)}  ` });
  },
);

When(
  '{traveller} creates the team {string} naming {traveller} as its creator',
  async function (this: TravelWorld, who: string, name: string, creator: string) {
    const createdBy = await publicIdOf(this, this.cast.named(creator));
    await createTeam(this, this.cast.who(who), { name, createdBy });
  },
);

Then(
  /^the team "([^"]+)" is created with the emoji "([^"]+)", (?:no description|the description "([^"]*)") and (\d+) of (\d+) members$/,
  function (this: TravelWorld, name: string, emoji: string, description: string | undefined, members: string, max: string) {
    const team = teamIn(lastAnswer(this), 201);
    assert.deepEqual(
      { name: team.name, emoji: team.emoji, description: team.description, members: team.currentMembers, max: team.maxMembers },
      { name, emoji, description: description ?? null, members: Number(members), max: Number(max) },
    );
    assert.equal(team.yourRole, 'admin');
  },
);

Then("{traveller}'s team is created with its name trimmed to {int} characters", function (this: TravelWorld, _who: string, count: number) {
  assert.equal(teamIn(lastAnswer(this), 201).name, letters(count).trim());
  assert.equal(letters(count).trim().length, count, 'the made-up name has spaces at its ends');
});

Then(
  "{traveller} is refused for the team's {string} with {string}",
  function (this: TravelWorld, _who: string, key: string, message: string) {
    assertRefusedFor(lastAnswer(this), { label: key, key, numeric: false }, message);
  },
);

// ── The traveller's teams ───────────────────────────────────────────────────

const namesOf = (teams: Team[]) => teams.map((team) => team.name);

Then(/^(\S+)'s teams are "([^"]+)"(?: and "([^"]+)")?$/, async function (this: TravelWorld, who: string, first: string, second?: string) {
  assert.deepEqual(namesOf(await teamsOf(this, this.cast.named(who))), second ? [first, second] : [first]);
});

Then('{traveller} has no teams', async function (this: TravelWorld, who: string) {
  assert.deepEqual(namesOf(await teamsOf(this, this.cast.who(who))), []);
});

Then("{traveller}'s teams show {string} with {int} points", async function (this: TravelWorld, who: string, name: string, points: number) {
  const team = (await teamsOf(this, this.cast.named(who))).find((candidate) => candidate.name === name);
  assert.ok(team, `${who} is not in "${name}"`);
  assert.equal(team.totalPoints, points);
});

Then(
  '{traveller} is the admin of {string} with {int} points',
  async function (this: TravelWorld, who: string, name: string, points: number) {
    const traveller = this.cast.who(who);
    const page = await teamPage(this, name);
    const publicId = await publicIdOf(this, traveller);
    const row = page.members.find((member) => member.userId === publicId);
    assert.ok(row, `${who} is not on the page of "${name}"`);
    assert.deepEqual({ role: row.role, points: row.pointsContributed }, { role: 'admin', points });
  },
);

// ── Joining ─────────────────────────────────────────────────────────────────

Given('a team {string} that does not exist', function (this: TravelWorld, name: string) {
  rememberMadeUpTeam(this, name);
});

When('{traveller} follows the invite link of {string}', async function (this: TravelWorld, who: string, name: string) {
  await joinTeam(this, this.cast.who(who), name);
});

When(
  '{traveller} follows the invite link of {string} naming {whose} device as the uid',
  async function (this: TravelWorld, who: string, name: string, whose: string) {
    const device = this.cast.whose(whose).deviceId;
    assert.ok(device, `${whose} has no device`);
    await joinTeam(this, this.cast.who(who), name, `?uid=${encodeURIComponent(device)}`);
  },
);

Given('{traveller} has joined the team {string}', async function (this: TravelWorld, who: string, name: string) {
  const answer = await joinTeam(this, this.cast.who(who), name);
  assert.equal(answer.status, 200, `${who} could not join "${name}": ${answer.status} ${answer.text.slice(0, 300)}`);
});

Given('a day later {traveller} has signed in and joined {string}', async function (this: TravelWorld, who: string, name: string) {
  setClock(this, new Date(this.app!.clock.now().getTime() + DAY_MS));
  const traveller = this.cast.who(who);
  await ensureAccount(this, traveller);
  const answer = await joinTeam(this, traveller, name);
  assert.equal(answer.status, 200, `${who} could not join "${name}": ${answer.status} ${answer.text.slice(0, 300)}`);
});

Given(
  '{int} colleagues of {traveller} have joined the team {string}',
  async function (this: TravelWorld, count: number, _who: string, name: string) {
    for (let colleague = 1; colleague <= count; colleague += 1) {
      const traveller = this.cast.named(`Colleague${'abcdefghijklmnopqrstuvwxyz'[colleague]}`);
      await ensureAccount(this, traveller);
      const answer = await joinTeam(this, traveller, name);
      assert.equal(answer.status, 200, `a colleague could not join "${name}": ${answer.status} ${answer.text.slice(0, 300)}`);
    }
  },
);

Then('{traveller} is told he/she/they joined {string}', function (this: TravelWorld, _who: string, name: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const reply = JoinTeamReplySchema.parse(answer.json);
  assert.deepEqual({ joined: reply.joined, name: reply.team.name, role: reply.team.yourRole }, { joined: true, name, role: 'member' });
});

Then('{traveller} is told he/she/they already is/are a member of {string}', function (this: TravelWorld, _who: string, name: string) {
  const answer = lastAnswer(this);
  assert.equal(answer.status, 200, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const reply = JoinTeamReplySchema.parse(answer.json);
  assert.deepEqual({ joined: reply.joined, name: reply.team.name }, { joined: false, name });
});

Then('{traveller} is a member of {string}', async function (this: TravelWorld, who: string, name: string) {
  const team = (await teamsOf(this, this.cast.who(who))).find((candidate) => candidate.id === teamIdOf(this, name));
  assert.equal(team?.yourRole, 'member');
});

Then(
  /^"([^"]+)" has (\d+) of (\d+) members(?: and (\d+) points)?$/,
  async function (this: TravelWorld, name: string, members: string, max: string, points?: string) {
    const { team } = await teamPage(this, name);
    assert.deepEqual({ members: team.currentMembers, max: team.maxMembers }, { members: Number(members), max: Number(max) });
    if (points !== undefined) assert.equal(team.totalPoints, Number(points));
  },
);

// ── The team's page ─────────────────────────────────────────────────────────

When('a visitor opens the page of {string}', async function (this: TravelWorld, name: string) {
  await openTeamPage(this, name);
});

When('{traveller} opens the page of {string}', async function (this: TravelWorld, who: string, name: string) {
  await openTeamPage(this, name, identityOf(this.cast.who(who)));
});

Then('the visitor is told {string}', function (this: TravelWorld, text: string) {
  assertTold(lastAnswer(this), text);
});

Then('the page of {string} says {string}', async function (this: TravelWorld, name: string, text: string) {
  assertTold(await openTeamPage(this, name), text);
});

Then('the members of {string} read', async function (this: TravelWorld, name: string, table: DataTable) {
  const page = await teamPage(this, name);
  const expected = await Promise.all(
    table.hashes().map(async (row) => ({
      member: await publicNameOf(this, this.cast.named(row.member!)),
      role: row.role,
      points: Number(row.points),
    })),
  );
  assert.deepEqual(
    page.members.map((member) => ({ member: member.label, role: member.role, points: member.pointsContributed })),
    expected,
  );
});

Then('every member is shown as {string} and the last 4 characters of their public id', async function (this: TravelWorld, prefix: string) {
  const answer = lastAnswer(this);
  const { members } = (answer.json ?? {}) as { members?: { userId: string; label: string }[] };
  assert.ok(members && members.length > 0, `the page lists no members: ${answer.text.slice(0, 300)}`);
  for (const member of members) assert.equal(member.label, `${prefix}${member.userId.slice(-4)}`);
});

Then("the page shows no member's e-mail, username, device or session", function (this: TravelWorld) {
  assertPublicOnly(lastAnswer(this), this.cast.everyone);
});

Then("{traveller}'s row is marked as his/hers/theirs and no one else's", async function (this: TravelWorld, who: string) {
  const answer = lastAnswer(this);
  const { members } = (answer.json ?? {}) as { members: { userId: string; you: boolean }[] };
  const publicId = await publicIdOf(this, this.cast.who(who));
  assert.deepEqual(
    members.filter((member) => member.you).map((member) => member.userId),
    [publicId],
  );
});

// ── The admin ───────────────────────────────────────────────────────────────

When(
  '{traveller} changes {string} to the name {string}, the emoji {string} and the description {string}',
  async function (this: TravelWorld, who: string, team: string, name: string, emoji: string, description: string) {
    await changeTeam(this, this.cast.who(who), team, { name, emoji, description });
  },
);

When('{traveller} changes {string} to the name {string}', async function (this: TravelWorld, who: string, team: string, name: string) {
  await changeTeam(this, this.cast.who(who), team, { name });
});

Given(
  '{traveller} has changed the description of {string} to {string}',
  async function (this: TravelWorld, who: string, team: string, description: string) {
    teamIn(await changeTeam(this, this.cast.who(who), team, { description }));
  },
);

When('{traveller} removes the description of {string}', async function (this: TravelWorld, who: string, team: string) {
  await changeTeam(this, this.cast.who(who), team, { description: null });
});

Then(
  /^the team is now "([^"]+)" with the emoji "([^"]+)" and (?:no description|the description "([^"]*)")$/,
  function (this: TravelWorld, name: string, emoji: string, description?: string) {
    const team = teamIn(lastAnswer(this));
    assert.deepEqual(
      { name: team.name, emoji: team.emoji, description: team.description },
      { name, emoji, description: description ?? null },
    );
  },
);

When('{traveller} removes {traveller} from {string}', async function (this: TravelWorld, who: string, member: string, name: string) {
  await removeMember(this, this.cast.who(who), name, this.cast.named(member));
});

Then('{traveller} may now rename {string}', async function (this: TravelWorld, who: string, name: string) {
  const team = teamIn(await changeTeam(this, this.cast.who(who), name, { name: `${name} II` }));
  assert.equal(team.yourRole, 'admin');
});

// ── Leaving ─────────────────────────────────────────────────────────────────

When('{traveller} leaves {string}', async function (this: TravelWorld, who: string, name: string) {
  await leaveTeam(this, this.cast.who(who), name);
});
