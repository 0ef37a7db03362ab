import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS, waitUntilVisible } from './browser';

/**
 * The plan page (/plan) in the browser, used the way a person uses it: the
 * city field by typing and picking from its list, dates and times by their
 * labels, the calendar by its days.
 */

/** A date `days` after today, as a date field takes it. */
export const daysFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Types into a city combobox and picks the first suggestion naming `city`. */
async function pickCity(scope: Locator, label: string, city: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(city);
  const option = scope.getByRole('option', { name: new RegExp(`^${city},`) }).first();
  await waitUntilVisible(option, () => `the city list offers no "${city}"`);
  await option.click();
}

export async function chooseHomeAndGenerate(page: Page, home: string, daysPerWeek: number): Promise<void> {
  const preferences = page.getByRole('region', { name: 'Your preferences' });
  await waitUntilVisible(preferences, () => 'the page shows no preferences');
  await pickCity(preferences, 'Home city', home);
  await preferences.getByRole('combobox', { name: 'Workouts a week' }).selectOption(String(daysPerWeek));
  await preferences.getByRole('button', { name: /^(Generate|Regenerate) plan$/ }).click();
  await waitUntilVisible(page.getByRole('region', { name: 'Your four weeks' }), () => 'no plan is shown after generating it');
}

export async function addTripOnPage(page: Page, city: string, leaves: string, returns: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a trip', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a trip' });
  await pickCity(dialog, 'Destination city', city);
  const [outboundDate, returnDate] = [
    dialog.getByLabel('Date', { exact: true }).first(),
    dialog.getByLabel('Date', { exact: true }).last(),
  ];
  await outboundDate.fill(leaves);
  await dialog
    .getByLabel(/^Departure time/)
    .first()
    .fill('07:40');
  await returnDate.fill(returns);
  await dialog
    .getByLabel(/^Departure time/)
    .last()
    .fill('18:00');
  await dialog.getByRole('button', { name: 'Save trip' }).click();
  await waitUntilVisible(
    page.getByRole('region', { name: 'Your trips' }).getByText(city, { exact: true }),
    () => `the trip to ${city} is not listed after saving it`,
  );
}

/** The calendar's day article of the first flight day. */
export async function flightDay(page: Page): Promise<Locator> {
  const day = page.locator('article.plan-day--flight').first();
  await waitUntilVisible(day, () => 'the plan has no flight day');
  return day;
}

export async function arrivalGuidance(page: Page): Promise<Locator> {
  const guidance = page.getByRole('complementary', { name: 'Jet-lag timing' }).first();
  await waitUntilVisible(guidance, () => 'the plan shows no jet-lag guidance');
  return guidance;
}

/** Start today's workout; answers the workout's title the page showed for today. */
export async function startTodaysWorkout(page: Page): Promise<string> {
  const today = page.getByRole('region', { name: 'Today' });
  const title = (await today.locator('strong').first().textContent({ timeout: UI_TIMEOUT_MS })) ?? '';
  await today.getByRole('link', { name: "Start today's workout" }).click();
  return title;
}

/** Makes the private calendar link and downloads the .ics: answers its text. */
export async function downloadCalendar(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Add to calendar' });
  await section.getByRole('button', { name: 'Add to calendar' }).click();
  const link = section.getByRole('link', { name: 'Download .ics' });
  await waitUntilVisible(link, () => 'no download link after adding the plan to the calendar');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT_MS }), link.click()]);
  const failure = await download.failure();
  if (failure) {
    const href = (await link.getAttribute('href')) ?? '';
    const answer = await page.request.get(new URL(href, page.url()).toString());
    assert.fail(`the download failed (${failure}); ${href} answers ${answer.status()}: ${(await answer.text()).slice(0, 300)}`);
  }
  return readFile(await download.path(), 'utf8');
}
