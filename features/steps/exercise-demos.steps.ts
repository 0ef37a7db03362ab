import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { TEST_ADMIN_EMAIL } from '../../scripts/lib/test-app';
import { HERE } from '../support/tasks/cast';
import { ensureAccount } from '../support/tasks/registration';
import { askForDemo, CATALOGUE_IDS, demoOf, mediaOverview, openMediaOverview, plantPicture } from '../support/tasks/exercise-demos';
import { ask, lastAnswer } from '../support/tasks/http';
import type { TravelWorld } from '../support/world';

When('a traveller asks for the demo of {string}', async function (this: TravelWorld, exerciseId: string) {
  await askForDemo(this, exerciseId);
});

Then('they get an animated demo tagged {string}', function (this: TravelWorld, tag: string) {
  const demo = demoOf(lastAnswer(this));
  assert.equal(demo.type, 'LOCAL_SEQUENCE');
  assert.equal(demo.tag, tag);
  assert.ok(demo.sequence && demo.sequence.frames.length >= 2, 'the demo has no frames to animate');
  assert.ok(demo.alt.trim() !== '', 'the demo has no text alternative');
});

When('a traveller asks for the demo of every exercise in the catalogue', async function (this: TravelWorld) {
  const answers = await Promise.all(CATALOGUE_IDS.map(async (id) => [id, await askForDemo(this, id)] as const));
  this.remembered.set(
    'demo failures',
    answers
      .filter(([, answer]) => answer.status !== 200)
      .map(([id]) => id)
      .join(', '),
  );
  this.remembered.set('demo count', String(answers.length));
});

Then('every one of them can be shown', function (this: TravelWorld) {
  assert.ok(Number(this.remembered.get('demo count')) >= 40, 'the catalogue has fewer than 40 exercises');
  assert.equal(this.remembered.get('demo failures'), '', 'exercises without a demo');
});

Then('they are told there is no such exercise', function (this: TravelWorld) {
  assert.equal(lastAnswer(this).status, 404);
});

Given('the app has a PNG picture of {string}', async function (this: TravelWorld, exerciseId: string) {
  await plantPicture(this, exerciseId);
});

Then('they get the picture {string}', function (this: TravelWorld, url: string) {
  const demo = demoOf(lastAnswer(this));
  assert.equal(demo.type, 'PNG');
  assert.equal(demo.url, url);
  this.remembered.set('picture', url);
});

Then('the picture is served as a PNG image that browsers must not reinterpret', async function (this: TravelWorld) {
  const answer = await ask(this, this.remembered.get('picture') ?? '', { headers: { accept: 'image/*' } });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'image/png');
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
});

Given('{traveller} is an administrator with an account', async function (this: TravelWorld, who: string) {
  const traveller = this.cast.who(who);
  traveller.email = TEST_ADMIN_EMAIL;
  await ensureAccount(this, traveller);
});

When('{traveller} opens the media overview', async function (this: TravelWorld, who: string) {
  await openMediaOverview(this, this.cast.who(who).sessions.get(HERE));
});

When('someone opens the media overview without signing in', async function (this: TravelWorld) {
  await openMediaOverview(this, undefined);
});

Then('she/he/they see(s) every exercise of the catalogue, each tagged Custom', function (this: TravelWorld) {
  const overview = mediaOverview(this);
  assert.deepEqual(overview.exercises.map((e) => e.id).sort(), [...CATALOGUE_IDS].sort());
  assert.deepEqual(
    overview.exercises.filter((e) => !e.custom).map((e) => e.id),
    [],
  );
});

Then("the overview counts every exercise as having media, because each has the project's own animation", function (this: TravelWorld) {
  const { counts, exercises } = mediaOverview(this);
  assert.deepEqual(counts, { withMedia: CATALOGUE_IDS.length, missing: 0, total: CATALOGUE_IDS.length });
  // No GIF or PNG yet: each one is shown by its Custom animation alone.
  assert.deepEqual([...new Set(exercises.map((e) => e.type))], ['None']);
});

Then('no exercise is missing, so she/he/they is/are not asked to run {string}', function (this: TravelWorld, command: string) {
  assert.equal(command, 'npm run media:pull');
  assert.equal(mediaOverview(this).showPullHint, false);
});
