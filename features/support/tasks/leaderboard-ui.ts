import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locator, Page } from 'playwright-core';
import progressEn from '../../../contracts/i18n/en/progress.json';
import progressEs from '../../../contracts/i18n/es/progress.json';
import type { Locale } from '../../../contracts/sdui/envelope.schema';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { deviceId } from './visitor';
import { pageLanguage, waitUntilVisible } from './browser';
import { profileOf } from './profile';

/**
 * The global and city leaderboard pages in the browser, read the way a
 * person reads them, in the page's language: a list of rows, one per
 * traveller under their public name, the viewer's own marked with a word
 * ("you", "tú") and `aria-current`.
 */
const catalogues: Record<Locale, Record<string, string>> = { en: progressEn, es: progressEs };

/** A text of the progress pages in the page's language. */
export async function progressText(page: Page, id: string, values?: Record<string, string | number>): Promise<string> {
  const locale: Locale = (await pageLanguage(page)) === 'es' ? 'es' : 'en';
  const message = catalogues[locale][id];
  assert.ok(message !== undefined, `No ${locale} text for ${id}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}

/**
 * A traveller's name on the leaderboards: "Traveler-" and the last four
 * characters of their public id (their account's id). A traveller who came
 * as an anonymous visitor is known by the device id their browser keeps.
 */
export async function leaderboardNameOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  if (!traveller.registered && !traveller.deviceId && world.page) traveller.deviceId = (await deviceId(world.page)) ?? undefined;
  const { id } = await profileOf(world, traveller);
  return `Traveler-${id.slice(-4)}`;
}

/** The global leaderboard's full list. */
export async function fullRanking(page: Page): Promise<Locator> {
  return page.getByRole('region', { name: await progressText(page, 'progress.leaderboard.list.title'), exact: true });
}

/** A city's list of top travellers, under its title ("Top travelers in Lisbon, Portugal"). */
export async function cityRanking(page: Page, city: string, country: string): Promise<Locator> {
  return page.getByRole('region', { name: await progressText(page, 'progress.city.board.title', { city, country }), exact: true });
}

async function rowOf(list: Locator, name: string): Promise<Locator> {
  const row = list.getByRole('listitem').filter({ hasText: name });
  await waitUntilVisible(row.first(), () => `the leaderboard has no row for ${name}`);
  return row.first();
}

/** The row reads the viewer's own word (`you`), is marked current, and shows the rank and the points. */
export async function assertOwnRow(list: Locator, name: string, you: string, rank: number, points: number): Promise<void> {
  const page = list.page();
  const row = await rowOf(list, name);
  assert.equal(await row.getAttribute('aria-current'), 'true', `${name}'s row is not marked as the viewer's own`);
  const text = (await row.innerText()).replace(/\s+/g, ' ');
  assert.equal(await row.getByText(you, { exact: true }).count(), 1, `${name}'s row does not read "${you}": ${text}`);
  assert.equal(you, await progressText(page, 'progress.you'), `the page marks the viewer's row with another word than "${you}"`);
  // A rank is said "Rank 4"; a city's first three wear a medal instead ("Silver medal").
  const place =
    rank <= 3 && (await row.locator('.progress-medal').count()) > 0
      ? row.getByRole('img', { name: await progressText(page, `progress.medal.${rank}`), exact: true })
      : row.getByText(await progressText(page, 'progress.rank.label', { rank }), { exact: true });
  assert.equal(await place.count(), 1, `${name}'s row is not at rank ${rank}: ${text}`);
  const written = await progressText(page, 'progress.points', { count: points });
  assert.ok(text.includes(written), `${name}'s row does not show ${written}: ${text}`);
}

export async function assertNotOwnRow(list: Locator, name: string, you: string): Promise<void> {
  const row = await rowOf(list, name);
  assert.equal(await row.getAttribute('aria-current'), null, `${name}'s row is marked as the viewer's own`);
  assert.equal(await row.getByText(you, { exact: true }).count(), 0, `${name}'s row reads "${you}"`);
}

/** On /city-leaderboard, chooses the city's card among the Most Active Cities. */
export async function chooseAmongTopCities(page: Page, city: string, country: string): Promise<void> {
  const top = page.getByRole('region', { name: await progressText(page, 'progress.city.top.title'), exact: true });
  const card = top.getByRole('listitem').filter({ hasText: city }).filter({ hasText: country }).getByRole('button');
  await waitUntilVisible(card.first(), () => `${city}, ${country} is not among the most active cities`);
  await card.first().click();
}

/** On /city-leaderboard, opens the City Leaderboard tab and searches the city by its name and country. */
export async function searchCityOnPage(page: Page, city: string, country: string): Promise<void> {
  await page.getByRole('tab', { name: await progressText(page, 'progress.city.tabs.city'), exact: true }).click();
  const form = page.getByRole('form', { name: await progressText(page, 'progress.city.search.title'), exact: true });
  await waitUntilVisible(form, () => 'The city search is not shown');
  await form.getByLabel(await progressText(page, 'progress.city.search.city'), { exact: true }).fill(city);
  await form.getByLabel(await progressText(page, 'progress.city.search.country'), { exact: true }).fill(country);
  await form.getByRole('button', { name: await progressText(page, 'progress.city.search.submit'), exact: true }).click();
}
