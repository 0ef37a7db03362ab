import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import {
  assertCount,
  assertFooterInvitations,
  assertFooterLinks,
  assertHeroAsWritten,
  assertHeroClaim,
  assertHowItWorksInView,
  assertHowItWorksInvitesToFreeWorkout,
  assertNoAccessibilityViolations,
  assertPageClaims,
  assertPageShowsSectionsInOrder,
  assertSectionsInOrder,
  chooseInHero,
  heroCta,
  howItWorksTargets,
  leadsTo,
  openLandingPage,
} from '../support/tasks/landing';
import { blockOfType, blocksOf, fetchScreen, localeOf, screenNamed } from '../support/tasks/screens';

/** The landing screen this scenario fetched last. */
const landing = (world: TravelWorld) => [...world.screens.values()].at(-1)!;

When('a visitor asks for the landing page in {word}', async function (this: TravelWorld, language: string) {
  await fetchScreen(this, 'landing', { locale: localeOf(language) });
});

Then('the landing page has these sections in order:', function (this: TravelWorld, table: DataTable) {
  assertSectionsInOrder(
    landing(this),
    table.hashes().map((row) => row.section!),
  );
});

Then('the hero claims {count} travellers', function (this: TravelWorld, travellers: number) {
  assertHeroClaim(landing(this), travellers);
});

Then('how it works explains {int} steps and invites the visitor to a free workout', function (this: TravelWorld, steps: number) {
  assertHowItWorksInvitesToFreeWorkout(landing(this), steps);
});

Then('the features section presents {int} features', function (this: TravelWorld, count: number) {
  assertCount(landing(this), 'feature-grid', 'features', count);
});

Then('the longevity section presents {int} benefits', function (this: TravelWorld, count: number) {
  assertCount(landing(this), 'benefit-list', 'benefits', count);
});

Then('the scenario cards show {int} places to train', function (this: TravelWorld, count: number) {
  assertCount(landing(this), 'scenario-cards', 'scenarios', count);
});

Then('{int} travellers give their testimonial', function (this: TravelWorld, count: number) {
  assertCount(landing(this), 'testimonials', 'items', count);
});

Then('the footer invites the visitor to a free workout and to a trial', function (this: TravelWorld) {
  assertFooterInvitations(landing(this));
});

Then('the footer has product and support links and social links', function (this: TravelWorld) {
  assertFooterLinks(landing(this));
});

Then('the two landing pages have the same sections', function (this: TravelWorld) {
  const types = (name: string) => blocksOf(screenNamed(this, name)).map((block) => `${block.type}@${block.v}`);
  assert.deepEqual(types('es'), types('en'));
});

Then('the hero reads differently in each language', function (this: TravelWorld) {
  const title = (name: string) => blockOfType<{ title: string }>(screenNamed(this, name), 'hero').props.title;
  assert.notEqual(title('es'), title('en'));
});

Then('{string} in the hero leads to {string}', function (this: TravelWorld, label: string, path: string) {
  const cta = heroCta(landing(this), label);
  assert.ok(leadsTo(cta, path), `"${label}" does ${JSON.stringify(cta.action)}`);
});

Then('{string} in the hero scrolls to how it works', function (this: TravelWorld, label: string) {
  const screen = landing(this);
  const { action } = heroCta(screen, label);
  assert.equal(action.type, 'nav.scroll', `"${label}" does ${JSON.stringify(action)}`);
  assert.ok(
    action.type === 'nav.scroll' && howItWorksTargets(screen).includes(action.target),
    `"${label}" scrolls to ${JSON.stringify(action)}`,
  );
});

When('a visitor opens the landing page', async function (this: TravelWorld) {
  await openLandingPage(this);
});

Then('they see the sections of the landing page in order', async function (this: TravelWorld) {
  await assertPageShowsSectionsInOrder(this, this.currentPage);
});

Then('they read that {count} travellers train with the app', async function (this: TravelWorld, travellers: number) {
  await assertPageClaims(this.currentPage, travellers);
});

When('they choose {string} in the hero', async function (this: TravelWorld, label: string) {
  await chooseInHero(this.currentPage, label);
});

Then('how it works comes into view', async function (this: TravelWorld) {
  await assertHowItWorksInView(this, this.currentPage);
});

Then('the hero reads as the server wrote it in {word}', async function (this: TravelWorld, language: string) {
  await assertHeroAsWritten(this, this.currentPage, localeOf(language));
});

Then('an accessibility scan finds no violations', async function (this: TravelWorld) {
  await assertNoAccessibilityViolations(this.currentPage);
});
