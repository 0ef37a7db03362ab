import type { Page } from 'playwright-core';
import type { PlanId } from '../../../contracts/subscriptions';
import { control, waitUntilVisible } from './browser';
import { assertReads } from './accounts-ui';

/**
 * The trial in the browser: the plans on /subscribe, the local test checkout
 * and the trial badge on /app, found by their labels and texts in English.
 */

const CHECKOUT_PATH = /^\/billing\/checkout\/[^/]+$/;

export async function choosePlanOnPage(page: Page, plan: PlanId): Promise<void> {
  await control(page, `Start free trial with the ${plan} plan`).click();
}

/** The test checkout, labelled as a test, for `plan`. */
export async function assertInTestCheckout(page: Page, plan?: PlanId): Promise<void> {
  await page.waitForURL((url) => CHECKOUT_PATH.test(url.pathname));
  await assertReads(page, 'This is a test checkout: no real payment is taken and no real card is charged.');
  if (plan) await assertReads(page, plan === 'monthly' ? 'TravelFit Pro Monthly' : 'TravelFit Pro Annual');
}

/** Types a test card with a future expiry and a CVC, then pays. */
export async function payOnPage(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month (MM)').fill('12');
  await page.getByLabel('Expiry year (YYYY)').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

export async function assertTrialBadge(page: Page, days: number): Promise<void> {
  const text = `Trial · ${days} ${days === 1 ? 'day' : 'days'} left`;
  await waitUntilVisible(page.getByTestId('plan-badge').filter({ hasText: text }), () => `the page shows no badge "${text}"`);
}
