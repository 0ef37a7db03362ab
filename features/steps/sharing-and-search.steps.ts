import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { TravelWorld } from '../support/world';
import { localeOf } from '../support/tasks/screens';
import {
  askedForLandingScreen,
  browserErrorsOf,
  drawnMainHeading,
  visitWatchingErrors,
  assertAlternates,
  assertCanonical,
  assertDescriptionIn,
  assertShareCard,
  assertSharePicture,
  assertSitemapAlternates,
  assertSitemapKeepsPrivatePagesOut,
  assertSitemapPages,
  chosenLanguageCookie,
  inlineLandingScreen,
  lastReadPage,
  mayCrawl,
  metaContent,
  readPage,
  readRobots,
  readSitemap,
  addressOf,
  type SitemapEntry,
} from '../support/tasks/sharing-and-search';

/** `"/", "/free" and "/challenges"` → the three paths. */
const quoted = (list: string) => [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

When('a search engine reads {string} in {word}', async function (this: TravelWorld, path: string, language: string) {
  await readPage(this, path, { locale: localeOf(language) });
});

Given('a visitor who chose Spanish in the app', function (this: TravelWorld) {
  this.visitor.cookies.push({ name: 'fc_lang', value: 'es' });
});

When('they open the address {string} without a language', async function (this: TravelWorld, path: string) {
  const chosen = this.visitor.cookies.find((cookie) => cookie.name === 'fc_lang');
  await readPage(this, path, {
    headers: {
      'accept-language': this.visitor.browserLanguage,
      ...(chosen ? chosenLanguageCookie(chosen.value === 'es' ? 'es' : 'en') : {}),
    },
  });
});

Then('the page is titled {string}', function (this: TravelWorld, title: string) {
  assert.equal(lastReadPage(this).document.title, title);
});

Then('the page has its description in {word}', async function (this: TravelWorld, language: string) {
  await assertDescriptionIn(this, lastReadPage(this), localeOf(language));
});

Then('the page names itself as its canonical address', function (this: TravelWorld) {
  assertCanonical(lastReadPage(this));
});

Then('the page lists its English, Spanish and default versions', function (this: TravelWorld) {
  assertAlternates(lastReadPage(this));
});

Then('the page carries a share card with the picture in {word}', function (this: TravelWorld, language: string) {
  assertShareCard(lastReadPage(this), localeOf(language));
});

Then('the page may be indexed', function (this: TravelWorld) {
  assert.equal(metaContent(lastReadPage(this).document, 'robots'), undefined);
});

Then('the page asks not to be indexed', function (this: TravelWorld) {
  assert.equal(metaContent(lastReadPage(this).document, 'robots'), 'noindex');
});

Then('the page has no share card', function (this: TravelWorld) {
  const { document } = lastReadPage(this);
  assert.equal(metaContent(document, 'og:image'), undefined);
  assert.equal(document.querySelector('link[rel="canonical"]'), null);
});

When('a link preview fetches the share picture of {string} in {word}', async function (this: TravelWorld, _path: string, language: string) {
  await assertSharePicture(this, localeOf(language));
  this.remembered.set('share picture', 'fetched');
});

Then('it gets a 1200 by 630 PNG picture', function (this: TravelWorld) {
  assert.equal(this.remembered.get('share picture'), 'fetched');
});

When('a search engine reads robots.txt', async function (this: TravelWorld) {
  this.remembered.set('robots.txt', await readRobots(this));
});

Then(/^it may crawl ((?:"[^"]+"(?:, | and )?)+)$/, function (this: TravelWorld, list: string) {
  const robots = this.remembered.get('robots.txt') ?? '';
  for (const path of quoted(list)) assert.ok(mayCrawl(robots, path), `${path} is disallowed`);
});

Then(/^it may not crawl ((?:"[^"]+"(?:, | and )?)+)$/, function (this: TravelWorld, list: string) {
  const robots = this.remembered.get('robots.txt') ?? '';
  for (const path of quoted(list)) assert.ok(!mayCrawl(robots, path), `${path} is allowed`);
});

Then('it is told where the sitemap is', function (this: TravelWorld) {
  assert.match(
    this.remembered.get('robots.txt') ?? '',
    new RegExp(`^Sitemap: ${addressOf('/sitemap.xml').replace(/[.?]/g, '\\$&')}$`, 'm'),
  );
});

When('a search engine reads the sitemap', async function (this: TravelWorld) {
  this.remembered.set('sitemap', JSON.stringify(await readSitemap(this)));
});

const sitemap = (world: TravelWorld) => JSON.parse(world.remembered.get('sitemap') ?? '[]') as SitemapEntry[];

Then('it lists each public page in English and in Spanish', function (this: TravelWorld) {
  assertSitemapPages(sitemap(this));
});

Then('each entry names its English, Spanish and default versions', function (this: TravelWorld) {
  assertSitemapAlternates(sitemap(this));
});

Then('it lists no page about one traveller', function (this: TravelWorld) {
  assertSitemapKeepsPrivatePagesOut(sitemap(this));
});

Then('the page carries the landing screen in {word}', function (this: TravelWorld, language: string) {
  const screen = inlineLandingScreen(lastReadPage(this));
  assert.equal(screen.screen.id, 'landing');
  assert.equal(screen.meta.locale, localeOf(language));
  assert.equal(screen.screen.title, lastReadPage(this).document.title);
});

Then("they see the landing page's main heading", async function (this: TravelWorld) {
  await this.currentPage.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
});

Then('the app never asked the server for the landing screen', async function (this: TravelWorld) {
  assert.equal(await askedForLandingScreen(this.currentPage), false, 'the app fetched /api/screens/landing although the page carried it');
});

Then('the page shows the main heading {string} before any script runs', function (this: TravelWorld, heading: string) {
  assert.equal(drawnMainHeading(lastReadPage(this)), heading);
});

When('they open {string} with the browser console open', async function (this: TravelWorld, path: string) {
  await visitWatchingErrors(this, path);
});

Then('the browser console shows no error', function (this: TravelWorld) {
  assert.deepEqual(browserErrorsOf(this), []);
});
