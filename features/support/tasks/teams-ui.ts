import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import { releaseBrowser, visit, waitForPath, waitUntilVisible } from './browser';

/**
 * The teams page in the browser, used the way a person uses it: the Create
 * Team dialog by its labels, the invite link by its Copy button, the members
 * by the list under "Members".
 */

const copiedLinks = new WeakMap<TravelWorld, string>();

export async function createTeamOnPage(world: TravelWorld, name: string): Promise<void> {
  const page = await visit(world, '/teams');
  await page.getByRole('button', { name: 'Create Team', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a team' });
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByRole('button', { name: 'Create Team', exact: true }).click();
  await waitUntilVisible(
    page.getByRole('heading', { level: 2, name }),
    () => `the page does not show the team "${name}" after creating it`,
  );
}

/** Copies the invite link with its button, and keeps what the clipboard then holds. */
export async function copyInviteLink(world: TravelWorld, page: Page): Promise<string> {
  await world.context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.baseUrl });
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await waitUntilVisible(
    page.locator('.toast__title').getByText('Invite link copied', { exact: true }),
    () => 'the page did not say the link was copied',
  );
  const link = await page.evaluate(() =>
    (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
  );
  assert.match(link, /^https?:\/\/[^/]+\/teams\?join=[0-9a-f-]{36}$/, `the clipboard holds "${link}", not an invite link`);
  copiedLinks.set(world, link);
  return link;
}

/**
 * Another traveller opens the copied link on their own device: the first
 * browser (with its session) is closed, and a fresh one, holding nothing,
 * opens the link.
 */
export async function openCopiedLinkElsewhere(world: TravelWorld): Promise<Page> {
  const link = copiedLinks.get(world);
  assert.ok(link, 'no invite link was copied in this scenario');
  await releaseBrowser(world);
  world.visitor.storage = {};
  world.apiRequests = [];
  const { pathname, search } = new URL(link);
  return visit(world, `${pathname}${search}`);
}

export async function chooseSignIn(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await waitForPath(page, '/auth');
}

/** The members list of the team on screen, each row's text in order. */
export async function memberRows(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Members' });
  await waitUntilVisible(list, () => 'the page shows no members list');
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}
