import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { identityOf } from '../support/tasks/identity';
import {
  asTraveller,
  badgesSeen,
  openBadges,
  openPassport,
  passportSeen,
  plantBadgesInOrder,
  plantStampsWithWorkouts,
} from '../support/tasks/progress';
import type { TravelWorld } from '../support/world';

/** A traveller's own badges and passport: planted as if earned, read by the traveller or refused to others. */

const quoted = (list: string) => [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

Given(
  /^([A-Z][a-z]+) earned the badges ((?:"[A-Z0-9_]+", )*"[A-Z0-9_]+" and "[A-Z0-9_]+"), in that order$/,
  async function (this: TravelWorld, who: string, codes: string) {
    await plantBadgesInOrder(this, this.cast.who(who), quoted(codes));
  },
);

Given('{whose} passport has these stamps, the first visited first', async function (this: TravelWorld, whose: string, table: DataTable) {
  const stamps = table.hashes().map((row) => ({ city: row.city!, country: row.country!, workouts: Number(row.workouts) }));
  await plantStampsWithWorkouts(this, this.cast.whose(whose), stamps);
});

When('{traveller} looks at her/his/their badges', async function (this: TravelWorld, who: string) {
  await openBadges(this, asTraveller(this.cast.who(who)));
});

When('{traveller} looks at her/his/their passport', async function (this: TravelWorld, who: string) {
  await openPassport(this, asTraveller(this.cast.who(who)));
});

When(
  /^([A-Z][a-z]+) looks at (?:her|his|their) (badges|passport) naming ([A-Z][a-z]+)'s device in the address$/,
  async function (this: TravelWorld, who: string, what: string, owner: string) {
    const asking = { identity: identityOf(this.cast.who(who)), uid: this.cast.named(owner).deviceId! };
    await (what === 'badges' ? openBadges(this, asking) : openPassport(this, asking));
  },
);

When('someone looks at the badges without saying who they are', async function (this: TravelWorld) {
  await openBadges(this, { identity: { kind: 'nobody' } });
});

Then(/^(?:her|his|their) badges are ((?:"[A-Z0-9_]+", )*"[A-Z0-9_]+" and "[A-Z0-9_]+")$/, function (this: TravelWorld, codes: string) {
  assert.deepEqual(
    badgesSeen(this).badges.map((badge) => badge.code),
    quoted(codes),
  );
});

Then('she/he/they has/have no badges yet', function (this: TravelWorld) {
  assert.deepEqual(badgesSeen(this).badges, []);
});

Then('her/his/their passport counts {int} cit(y)(ies)', function (this: TravelWorld, cities: number) {
  const passport = passportSeen(this);
  assert.equal(passport.cityCount, cities);
  assert.equal(passport.cities.length, cities);
});

Then(/^(?:her|his|their) passport lists (.+)$/, function (this: TravelWorld, listed: string) {
  const expected = listed.split(/, | and /).map((part) => {
    const match = /^(.+) with (\d+) workouts?$/.exec(part);
    assert.ok(match, `"${part}" is not "<city> with <n> workouts"`);
    return { city: match[1], workouts: Number(match[2]) };
  });
  assert.deepEqual(
    passportSeen(this).cities.map(({ city, workouts }) => ({ city, workouts })),
    expected,
  );
});
