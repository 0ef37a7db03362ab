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

/** The paywall's plan choice: one button per plan, pressed for the chosen one. */
export async function choosePaywallPlan(page: Page, plan: PlanId): Promise<void> {
  const button = control(page, `Choose the ${plan} plan`);
  await button.click();
  await waitUntilVisible(
    page.locator(`button[aria-pressed="true"][aria-label="Choose the ${plan} plan"]`),
    () => `the ${plan} plan is not chosen`,
  );
}

export async function openPaymentTab(page: Page, name: 'Card' | 'PayPal'): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

/** The paywall's card tab for a traveller who is not signed in: one button to start. */
export async function startTrialSignedOut(page: Page): Promise<void> {
  await page.getByRole('tabpanel').getByRole('button', { name: 'Start free trial' }).click();
}

/** A message (toast) on screen whose title is `title`. */
export async function assertToast(page: Page, title: string): Promise<void> {
  await waitUntilVisible(page.locator('.toast__title').getByText(title, { exact: true }), () => `no message "${title}" is on screen`);
}
