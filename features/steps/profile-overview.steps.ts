import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { madeUpToken } from '../support/builders/identifiers';
import {
  openOverview,
  openOwnOverview,
  overview,
  plantBadges,
  plantProgress,
  plantStamps,
  plantWorkouts,
  propsIn,
  tile,
} from '../support/tasks/profile-overview';
import type { TravelWorld } from '../support/world';

Given(
  '{traveller} has earned {int} points, a streak of {int} days and a best streak of {int} days',
  async function (this: TravelWorld, who: string, points: number, current: number, longest: number) {
    await plantProgress(this, this.cast.who(who), { points, current, longest });
  },
);

Given('{traveller} has earned the badges {string}', async function (this: TravelWorld, who: string, codes: string) {
  await plantBadges(this, this.cast.who(who), [codes]);
});

Given(
  '{traveller} has earned the badges {string} and {string}',
  async function (this: TravelWorld, who: string, first: string, second: string) {
    await plantBadges(this, this.cast.who(who), [first, second]);
  },
);

Given(
  '{traveller} has passport stamps for {string} and {string}',
  async function (this: TravelWorld, who: string, first: string, second: string) {
    const stamps = [first, second].map((place) => {
      const [city = '', country = ''] = place.split(',').map((part) => part.trim());
      return { city, country };
    });
    await plantStamps(this, this.cast.who(who), stamps);
  },
);

Given('{traveller} has completed {int} workouts', async function (this: TravelWorld, who: string, count: number) {
  await plantWorkouts(this, this.cast.who(who), count);
});

When('{traveller} opens her/his/their profile overview', async function (this: TravelWorld, who: string) {
  await openOwnOverview(this, this.cast.who(who));
});

When('{traveller} opens her/his/their profile overview in Spanish', async function (this: TravelWorld, who: string) {
  await openOwnOverview(this, this.cast.who(who), 'es');
});

When('someone opens a profile overview without saying who they are', async function (this: TravelWorld) {
  await openOverview(this, { kind: 'nobody' });
});

When('someone opens a profile overview with a made-up session', async function (this: TravelWorld) {
  await openOverview(this, { kind: 'session', token: madeUpToken() });
});

Then('the overview offers to start a workout', function (this: TravelWorld) {
  const banner = propsIn(overview(this), 'start', 'action-banner') as { action: { label?: string } };
  assert.ok(banner.action, 'the start banner has no call to action');
});

Then('the overview shows {string} as {string}', function (this: TravelWorld, label: string, value: string) {
  assert.equal(tile(overview(this), label).value, value);
});

Then('the overview shows {string} as {string} with {string}', function (this: TravelWorld, label: string, value: string, hint: string) {
  const found = tile(overview(this), label);
  assert.equal(found.value, value);
  assert.equal(found.hint, hint);
});

const SECTION_OF: Record<string, string> = {
  'recent workouts': 'recent-workouts',
  achievements: 'achievements',
  passport: 'passport',
};

Then('the overview says {string} where the {} would be', function (this: TravelWorld, title: string, what: string) {
  const sectionId = SECTION_OF[what];
  assert.ok(sectionId, `unknown part of the overview: ${what}`);
  assert.equal((propsIn(overview(this), sectionId, 'empty-state') as { title: string }).title, title);
});

Then("the overview lists {traveller}'s latest {int} workouts, newest first", function (this: TravelWorld, _who: string, count: number) {
  const list = propsIn(overview(this), 'recent-workouts', 'workout-list') as { items: { title: string; completedAt: string }[] };
  assert.equal(list.items.length, count);
  // Planted workouts are named in the order they were done: the newest has the highest number.
  const numbers = list.items.map((item) => Number(/(\d+)$/.exec(item.title)?.[1]));
  assert.deepEqual(
    numbers,
    [...numbers].sort((a, b) => b - a),
    `not newest first: ${list.items.map((i) => i.title).join(', ')}`,
  );
  const times = list.items.map((item) => Date.parse(item.completedAt));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );
});

Then('the achievements show {string}', function (this: TravelWorld, name: string) {
  const grid = propsIn(overview(this), 'achievements', 'badge-grid') as { badges: { name: string }[] };
  assert.deepEqual(
    grid.badges.map((b) => b.name),
    [name],
  );
});

Then('the achievements show {string} and {string}', function (this: TravelWorld, first: string, second: string) {
  const grid = propsIn(overview(this), 'achievements', 'badge-grid') as { badges: { name: string }[] };
  assert.deepEqual(grid.badges.map((b) => b.name).sort(), [first, second].sort());
});

Then('the achievements are titled {string}', function (this: TravelWorld, title: string) {
  const section = overview(this).screen.sections.find((s) => s.id === 'achievements');
  const props = section?.blocks[0]?.props as { title?: string; heading?: string } | undefined;
  assert.equal(props?.heading ?? props?.title, title);
});

Then('the passport shows {string}', function (this: TravelWorld, city: string) {
  const grid = propsIn(overview(this), 'passport', 'passport-grid') as { stamps: { city: string }[] };
  assert.deepEqual(
    grid.stamps.map((s) => s.city),
    [city],
  );
});

Then('the passport shows {string} and {string}', function (this: TravelWorld, first: string, second: string) {
  const grid = propsIn(overview(this), 'passport', 'passport-grid') as { stamps: { city: string }[] };
  assert.deepEqual(grid.stamps.map((s) => s.city).sort(), [first, second].sort());
});
