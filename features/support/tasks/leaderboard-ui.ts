import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import type { Traveller } from './cast';
import { waitUntilVisible } from './browser';
import { profileOf } from './profile';

/**
 * The global leaderboard page in the browser, read the way a person reads it:
 * the "Full ranking" list, a row per traveller under their public name.
 */

/** A registered traveller's name on the leaderboard: "Traveler-" and the last four characters of their public id (their account's id). */
export async function leaderboardNameOf(world: TravelWorld, traveller: Traveller): Promise<string> {
  const { id } = await profileOf(world, traveller);
  return `Traveler-${id.slice(-4)}`;
}

async function rowOf(page: Page, name: string): Promise<Locator> {
  const ranking = page.getByRole('region', { name: 'Full ranking' });
  const row = ranking.getByRole('listitem').filter({ hasText: name });
  await waitUntilVisible(row.first(), () => `the leaderboard has no row for ${name}`);
  return row.first();
}

export async function assertOwnRow(page: Page, name: string, rank: number, points: number): Promise<void> {
  const row = await rowOf(page, name);
  assert.equal(await row.getAttribute('aria-current'), 'true', `${name}'s row is not marked as the viewer's own`);
  const text = (await row.innerText()).replace(/\s+/g, ' ');
  assert.equal(await row.getByText('you', { exact: true }).count(), 1, `${name}'s row does not read "you": ${text}`);
  assert.ok(text.includes(`#${rank}`), `${name}'s row is not at rank ${rank}: ${text}`);
  const written = `${new Intl.NumberFormat('en').format(points)} points`;
  assert.ok(text.includes(written), `${name}'s row does not show ${written}: ${text}`);
}

export async function assertNotOwnRow(page: Page, name: string): Promise<void> {
  const row = await rowOf(page, name);
  assert.equal(await row.getAttribute('aria-current'), null, `${name}'s row is marked as the viewer's own`);
  assert.equal(await row.getByText('you', { exact: true }).count(), 0, `${name}'s row reads "you"`);
}
