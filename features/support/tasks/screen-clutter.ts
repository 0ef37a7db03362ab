import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { waitUntilVisible } from './browser';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is not on screen`);
  return box;
}

/** A message (toast) is on screen and overlaps neither the header nor its menu button. */
export async function assertMessageClearOfHeader(page: Page): Promise<void> {
  const message = page.locator('.toast').first();
  await waitUntilVisible(message, () => 'no message appeared');
  // Wait for the message's entrance to finish, so its box is where it stays.
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as {
      document: { querySelector(s: string): { getAnimations(): { playState: string }[] } | null };
    };
    const toast = document.querySelector('.toast');
    return toast !== null && toast.getAnimations().every((animation) => animation.playState !== 'running');
  });
  const messageBox = await boxOf(message, 'the message');
  const header = await boxOf(page.locator('header.site-header'), 'the header');
  const menu = await boxOf(page.getByRole('button', { name: /menu/i }).first(), 'the menu button');
  assert.ok(!overlaps(messageBox, header), `the message ${JSON.stringify(messageBox)} covers the header ${JSON.stringify(header)}`);
  assert.ok(!overlaps(messageBox, menu), 'the message covers the menu button');
}

/** Each highlight card of the hero has an opaque background: the backdrop behind it cannot show through its words. */
export async function assertHighlightsOpaque(page: Page): Promise<void> {
  const cards = page.locator('.hero__highlight');
  await waitUntilVisible(cards.first(), () => 'the hero shows no highlight cards');
  const backgrounds = await cards.evaluateAll((elements) => {
    const browser = globalThis as unknown as { getComputedStyle(element: unknown): { backgroundColor: string } };
    return elements.map((element) => browser.getComputedStyle(element).backgroundColor);
  });
  for (const background of backgrounds) {
    // rgb(…) is opaque; rgba(…, a) or color(… / a) with a < 1 lets the flight path and its dots show through.
    assert.ok(!/\/\s*0?\.\d+\)|rgba\(.*,\s*0?\.\d+\)/.test(background), `a highlight card is see-through: ${background}`);
  }
}

export async function assertOnlyOffer(page: Page, name: string): Promise<void> {
  const card = page.locator('section', { has: page.getByRole('heading', { name: /photo|foto/i }) }).first();
  await waitUntilVisible(card.getByRole('link', { name, exact: true }), () => `the photo card does not offer "${name}"`);
  assert.deepEqual(await card.getByRole('link').allTextContents(), [name]);
}
