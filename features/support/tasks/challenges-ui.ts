import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { waitUntilVisible } from './browser';

/** The challenges page in the browser, read the way a person reads it: a card per challenge, named by its title. */

export function challengeCard(page: Page, title: string): Locator {
  return page.getByRole('tabpanel').getByRole('article', { name: title });
}

export async function pressOnChallenge(page: Page, title: string, button: string): Promise<void> {
  const card = challengeCard(page, title);
  await waitUntilVisible(card, () => `the page shows no challenge "${title}"`);
  await card.getByRole('button', { name: button, exact: true }).click();
}

export async function assertOffers(page: Page, title: string, button: string): Promise<void> {
  const offered = challengeCard(page, title).getByRole('button', { name: button, exact: true });
  await waitUntilVisible(offered, () => `the challenge "${title}" does not offer "${button}"`);
  assert.equal(await offered.isDisabled(), true, `"${button}" on "${title}" can still be pressed`);
}

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await waitUntilVisible(page.getByRole('tab', { name, exact: true, selected: true }), () => `the tab "${name}" did not open`);
}

/** The challenge under the open tab, with its progress bar reading `figures` ("0 / 1,000"). */
export async function assertProgressShown(page: Page, title: string, figures: string): Promise<void> {
  const card = challengeCard(page, title);
  await waitUntilVisible(card, () => `the open tab shows no challenge "${title}"`);
  const bar = card.getByRole('progressbar');
  await waitUntilVisible(bar, () => `"${title}" shows no progress bar`);
  assert.equal(await bar.getAttribute('aria-valuetext'), figures);
}
