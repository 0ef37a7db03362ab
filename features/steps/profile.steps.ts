import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { madeUpToken } from '../support/builders/identifiers';
import type { Details } from '../support/builders/travellers';
import type { Traveller } from '../support/tasks/cast';
import { fieldNamed, valueOf, type Field } from '../support/tasks/fields';
import { identityOf } from '../support/tasks/identity';
import { assertShows, profileOf, readProfile, updateProfile } from '../support/tasks/profile';
import type { TravelWorld } from '../support/world';

/** The profile's details (spec 1 §5 "Profile form"): reading them, changing them, and what they show. */

function changesFrom(table: DataTable): Details {
  return Object.fromEntries(
    Object.entries(table.rowsHash()).map(([label, text]) => {
      const detail = fieldNamed(label);
      return [detail.key, valueOf(detail, text)];
    }),
  );
}

async function change(world: TravelWorld, traveller: Traveller, changes: Details) {
  return updateProfile(world, identityOf(traveller), changes);
}

When('{traveller} changes her/his/their {field} to {string}', async function (this: TravelWorld, who: string, detail: Field, text: string) {
  await change(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
});

When(
  '{traveller} tries to change her/his/their {field} to {string} through her/his/their profile',
  async function (this: TravelWorld, who: string, detail: Field, text: string) {
    await change(this, this.cast.who(who), { [detail.key]: valueOf(detail, text) });
  },
);

Given(
  '{traveller} has changed her/his/their {field} to {string}',
  async function (this: TravelWorld, who: string, detail: Field, text: string) {
    const traveller = this.cast.who(who);
    const answer = await change(this, traveller, { [detail.key]: valueOf(detail, text) });
    assert.equal(answer.status, 200, `${traveller.name}'s change answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  },
);

When('{traveller} clears her/his/their {field}', async function (this: TravelWorld, who: string, detail: Field) {
  await change(this, this.cast.who(who), { [detail.key]: null });
});

When('{traveller} changes her/his/their profile to:', async function (this: TravelWorld, who: string, table: DataTable) {
  await change(this, this.cast.who(who), changesFrom(table));
});

Then('{whose} profile shows:', async function (this: TravelWorld, whose: string, table: DataTable) {
  const profile = await profileOf(this, this.cast.whose(whose));
  for (const [label, text] of Object.entries(table.rowsHash())) assertShows(profile, fieldNamed(label), text);
});

Then('{whose} profile shows no {field}', async function (this: TravelWorld, whose: string, detail: Field) {
  const profile = (await profileOf(this, this.cast.whose(whose))) as Record<string, unknown>;
  assert.equal(profile[detail.key], null, `the profile shows ${detail.label} ${JSON.stringify(profile[detail.key])}`);
});

When('someone changes the name on the profile to {string} without saying who they are', async function (this: TravelWorld, name: string) {
  await updateProfile(this, { kind: 'nobody' }, { name });
});

When('someone changes the name on the profile to {string} with a made-up session', async function (this: TravelWorld, name: string) {
  await updateProfile(this, { kind: 'session', token: madeUpToken() }, { name });
});

When('{traveller} looks at her/his/their profile( again)', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await readProfile(this, traveller, identityOf(traveller));
});

Then('{whose} profile uses {word} units', async function (this: TravelWorld, whose: string, system: string) {
  assert.equal((await profileOf(this, this.cast.whose(whose))).unitSystem, system);
});

Then(
  '{traveller} has {int} points and a streak of {int} days',
  async function (this: TravelWorld, who: string, points: number, days: number) {
    const profile = await profileOf(this, this.cast.who(who));
    assert.equal(profile.points, points);
    assert.equal(profile.streak.current, days);
    assert.equal(profile.streak.longest, days);
  },
);

Then('{traveller} has {int} points', async function (this: TravelWorld, who: string, points: number) {
  assert.equal((await profileOf(this, this.cast.who(who))).points, points);
});

Then('{traveller} has no recent workouts', async function (this: TravelWorld, who: string) {
  assert.deepEqual((await profileOf(this, this.cast.who(who))).recentSessions, []);
});

Then('{whose} profile (still )shows the {field} {string}', async function (this: TravelWorld, whose: string, detail: Field, text: string) {
  assertShows(await profileOf(this, this.cast.whose(whose)), detail, text);
});
