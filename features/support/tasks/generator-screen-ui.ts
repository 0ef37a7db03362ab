import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { control, waitUntilVisible } from './browser';

/** The generator screen at /app in Chromium: the Start Your Free Trial card, found by its texts. */

export async function assertTrialCard(page: Page, title: string, benefits: readonly string[], note: string): Promise<void> {
  const card = page.getByRole('region', { name: title, exact: true });
  await waitUntilVisible(card, () => `the page shows no "${title}" card`);
  assert.deepEqual(await card.getByRole('listitem').allTextContents(), [...benefits]);
  await waitUntilVisible(card.getByText(note, { exact: true }), () => `the card does not read "${note}"`);
  const button = control(card, title);
  assert.equal(await button.getAttribute('href'), '/subscribe', `the card's "${title}" does not lead to /subscribe`);
}
