import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PLAN_DAYS } from '../../contracts/plans';
import { identityOf } from '../support/tasks/identity';
import {
  assertTripRecorded,
  dayFromToday,
  deleteTrip,
  generatePlan,
  lastPlan,
  moveTrip,
  planCountOf,
  planCountsDone,
  planRebuildsDone,
  preferencesOf,
  recordTrip,
  recordTripsAtOnce,
  searchCities,
  setPreferences,
  storedPlanOf,
  tripsListed,
  type Language,
  type TripPlan,
} from '../support/tasks/plans';
import type { TravelWorld } from '../support/world';

/*
 * Plans (features/plans/*.feature) over HTTP (@api): the city list, trips,
 * preferences and the stored 4-week plan.
 */

const upcoming = (count: number): TripPlan[] =>
  Array.from({ length: count }, (_, index) => ({ city: 'Lisbon', leavesInDays: 5 + index * 15, returnsInDays: 8 + index * 15 }));

// ── The city list ───────────────────────────────────────────────────────────

When(
  /^a traveller types "(.*)" in the city list(?: in (English|Spanish))?$/,
  async function (this: TravelWorld, typed: string, language?: Language) {
    this.remembered.set('cities', JSON.stringify(await searchCities(this, typed, language ?? 'English')));
  },
);

function offered(world: TravelWorld): { name: string; country: string; timeZone: string }[] {
  return JSON.parse(world.remembered.get('cities') ?? '[]') as { name: string; country: string; timeZone: string }[];
}

Then(
  'the first city offered is {string} in {string} with the time zone {string}',
  function (this: TravelWorld, name: string, country: string, timeZone: string) {
    assert.deepEqual(
      offered(this)[0] && { name: offered(this)[0]!.name, country: offered(this)[0]!.country, timeZone: offered(this)[0]!.timeZone },
      {
        name,
        country,
        timeZone,
      },
    );
  },
);

Then('{string} is offered after it', function (this: TravelWorld, name: string) {
  assert.ok(
    offered(this)
      .slice(1)
      .some((city) => city.name === name),
    `${name} is not offered after the first city`,
  );
});

// ── Trips ───────────────────────────────────────────────────────────────────

When(
  '{traveller} records a trip to {string} leaving in {int} days and returning in {int} days',
  async function (this: TravelWorld, who: string, city: string, leavesInDays: number, returnsInDays: number) {
    await recordTrip(this, this.cast.who(who), { city, leavesInDays, returnsInDays });
  },
);

Given(
  '{traveller} has recorded a trip to {string} leaving in {int} days and returning in {int} days',
  async function (this: TravelWorld, who: string, city: string, leavesInDays: number, returnsInDays: number) {
    await assertTripRecorded(this, this.cast.who(who), { city, leavesInDays, returnsInDays });
  },
);

Given('{traveller} has recorded {int} upcoming trips', async function (this: TravelWorld, who: string, count: number) {
  for (const trip of upcoming(count)) await assertTripRecorded(this, this.cast.who(who), trip);
});

When('{traveller} records two trips at the same moment', async function (this: TravelWorld, who: string) {
  await recordTripsAtOnce(this, this.cast.who(who), [
    { city: 'Paris', leavesInDays: 300, returnsInDays: 302 },
    { city: 'Rome', leavesInDays: 310, returnsInDays: 312 },
  ]);
});

Then('one of them is recorded and the other is refused', function (this: TravelWorld) {
  assert.deepEqual(this.cast.crowd.map((answer) => answer.status).sort(), [201, 409]);
});

When(
  /^(\S+) moves (?:the|(\S+)'s) trip to "(.*)" to leave in (\d+) days(?: and return in (\d+) days)?$/,
  async function (this: TravelWorld, who: string, owner: string | undefined, city: string, leaves: string, returns?: string) {
    const change: Partial<TripPlan> = { leavesInDays: Number(leaves), ...(returns ? { returnsInDays: Number(returns) } : {}) };
    if (!returns) change.leavesAt = '09:00';
    await moveTrip(this, this.cast.who(who), city, change, owner === undefined ? city : city);
  },
);

When('{traveller} deletes {whose} trip to {string}', async function (this: TravelWorld, who: string, _whose: string, city: string) {
  await deleteTrip(this, this.cast.who(who), city);
});

Then(
  '{whose} upcoming trips are to {string} in {string}',
  async function (this: TravelWorld, whose: string, city: string, country: string) {
    const trips = await tripsListed(this, this.cast.whose(whose));
    assert.deepEqual(
      trips.map((trip) => [trip.city.name, trip.city.country]),
      [[city, country]],
    );
  },
);

Then('{traveller} has no upcoming trips', async function (this: TravelWorld, who: string) {
  assert.deepEqual(await tripsListed(this, this.cast.who(who)), []);
});

Then('{traveller} has {int} upcoming trips', async function (this: TravelWorld, who: string, count: number) {
  assert.equal((await tripsListed(this, this.cast.who(who))).length, count);
});

// ── Preferences ─────────────────────────────────────────────────────────────

When('{traveller} sets her/his/their home city to {string}', async function (this: TravelWorld, who: string, city: string) {
  const [found] = await searchCities(this, city);
  assert.ok(found, `the city list has no ${city}`);
  const answer = await setPreferences(this, this.cast.who(who), { homeCityId: found.id });
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
});

Then('{whose} home time zone is {string}', async function (this: TravelWorld, whose: string, zone: string) {
  assert.equal((await preferencesOf(this, this.cast.whose(whose))).homeTimeZone, zone);
});

Then(
  '{traveller} still trains {int} days a week for {int} minutes',
  async function (this: TravelWorld, who: string, days: number, minutes: number) {
    const preferences = await preferencesOf(this, this.cast.who(who));
    assert.deepEqual([preferences.daysPerWeek, preferences.minutes], [days, minutes]);
  },
);

// ── The plan ────────────────────────────────────────────────────────────────

When('{traveller} generates her/his/their plan', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  await generatePlan(this, traveller.sessions.size > 0 ? identityOf(traveller) : { kind: 'device', deviceId: traveller.deviceId! });
});

Given('{traveller} has generated her/his/their plan', async function (this: TravelWorld, who: string) {
  await generatePlan(this, identityOf(this.cast.who(who)));
  lastPlan(this);
});

Then('{traveller} gets a plan of the 28 days from today', function (this: TravelWorld, _who: string) {
  const plan = lastPlan(this);
  assert.equal(plan.days.length, PLAN_DAYS);
  assert.equal(plan.startDate, dayFromToday(this, 0));
  assert.equal(plan.endDate, dayFromToday(this, PLAN_DAYS - 1));
});

Then('every day of it is at home', function (this: TravelWorld) {
  assert.deepEqual([...new Set(lastPlan(this).days.map((day) => day.kind))].sort(), ['home', 'rest']);
});

Then('each week of it has {int} sessions of {int} minutes', function (this: TravelWorld, sessions: number, minutes: number) {
  const days = lastPlan(this).days;
  for (let week = 0; week < 4; week += 1) {
    const planned = days.slice(week * 7, week * 7 + 7).flatMap((day) => day.sessions);
    assert.equal(planned.length, sessions, `week ${week + 1}`);
    for (const session of planned) assert.equal(session.minutes, minutes, `week ${week + 1}`);
  }
});

Then('the app has counted {int} plans for {traveller}', async function (this: TravelWorld, count: number, who: string) {
  await planCountsDone(this);
  assert.equal(await planCountOf(this, this.cast.who(who)), count);
});

When('the plan has been rebuilt in the background', async function (this: TravelWorld) {
  await planRebuildsDone(this);
});

Then(
  '{whose} plan shows her/his/their flight to {string} in {int} days',
  async function (this: TravelWorld, whose: string, city: string, days: number) {
    const { plan, regenerating } = await storedPlanOf(this, this.cast.whose(whose));
    assert.equal(regenerating, false);
    const day = plan?.days.find((candidate) => candidate.date === dayFromToday(this, days));
    assert.equal(day?.kind, 'flight', `the plan has no flight in ${days} days`);
    assert.equal(day.flight?.to?.name, city);
  },
);

Then('{whose} plan has no flight in {int} days', async function (this: TravelWorld, whose: string, days: number) {
  const { plan } = await storedPlanOf(this, this.cast.whose(whose));
  const day = plan?.days.find((candidate) => candidate.date === dayFromToday(this, days));
  assert.notEqual(day?.kind, 'flight');
});
