import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import { control, waitOrFail, waitUntilVisible } from './browser';
import type { Traveller } from './cast';
import { subscriptionOf } from './subscriptions';

/**
 * The billing card of the profile's Account tab in the browser, found by its
 * heading and texts; the header's trial button; the trial banner.
 */

/** The new tabs the billing card opened, by scenario. */
const openedTabs = new WeakMap<TravelWorld, Promise<Page>>();

export function billingCard(page: Page): Locator {
  return page.getByTestId('billing-card');
}

/** The card has loaded the subscription: its status, or the offer of a trial. */
export async function assertBillingCardShown(page: Page): Promise<void> {
  const card = billingCard(page);
  await waitUntilVisible(
    card.getByTestId('billing-status').or(card.getByRole('link')).first(),
    () => 'the Account tab shows no billing card',
  );
}

export async function assertCardReads(page: Page, text: string): Promise<void> {
  await waitUntilVisible(billingCard(page).getByText(text, { exact: false }).first(), () => `the billing card does not read "${text}"`);
}

/** A day as the app writes it for the page's language: "November 28, 2026", "28 de noviembre de 2026". */
async function dayAsWritten(page: Page, iso: string): Promise<string> {
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'en';
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** The last day of the traveller's trial, as the page writes it. */
export async function trialEndAsWritten(world: TravelWorld, page: Page, traveller: Traveller): Promise<string> {
  const { trialEndsAt } = await subscriptionOf(world, traveller);
  assert.ok(trialEndsAt, `${traveller.name} has no trial`);
  return dayAsWritten(page, trialEndsAt);
}

export async function askToCancel(page: Page): Promise<void> {
  await control(billingCard(page), 'Cancel subscription').click();
}

export async function assertAskedToConfirm(page: Page): Promise<void> {
  await waitUntilVisible(page.getByRole('dialog', { name: 'Cancel your subscription?' }), () => 'no confirmation was asked for');
}

export async function confirmCancelling(page: Page): Promise<void> {
  await control(page.getByRole('dialog'), 'Yes, cancel').click();
  await waitOrFail(
    () => page.getByRole('dialog').waitFor({ state: 'hidden' }),
    () => 'the confirmation stayed open',
  );
}

/** Presses Manage billing; the tab it opens is kept for the next step. */
export async function manageBilling(world: TravelWorld, page: Page): Promise<void> {
  const opened = page.context().waitForEvent('page');
  openedTabs.set(world, opened);
  await control(billingCard(page), /^Manage billing/).click();
}

/** The tab Manage billing opened shows the billing portal, and the profile stays where it was. */
export async function assertPortalOpenedInNewTab(world: TravelWorld, page: Page): Promise<void> {
  const opened = openedTabs.get(world);
  assert.ok(opened, 'Manage billing was not pressed');
  const tab = await opened;
  await tab.waitForURL((url) => url.pathname === '/billing/portal');
  await waitUntilVisible(tab.getByRole('heading', { name: 'Billing', level: 1 }), () => 'the new tab does not show the billing portal');
  assert.equal(new URL(page.url()).pathname, '/profile', 'the profile page itself moved away');
}

export async function assertOffersTrialOnCard(page: Page): Promise<void> {
  const link = control(billingCard(page), 'Start your free trial');
  await waitUntilVisible(link, () => 'the billing card offers no trial');
  assert.equal(await link.getAttribute('href'), '/subscribe');
}

/** The header shows no "Start free trial" once it knows who is signed in. */
export async function assertHeaderOffersNoTrial(page: Page): Promise<void> {
  const header = page.locator('header.site-header');
  await waitUntilVisible(header.getByRole('link', { name: 'Profile' }).first(), () => 'the header never showed the signed-in links');
  assert.equal(await header.getByRole('link', { name: 'Start free trial', exact: true }).count(), 0, 'the header offers the free trial');
}

export async function followTrialBanner(page: Page): Promise<void> {
  await control(page.locator('.app-home__banner'), 'Subscribe').click();
}
