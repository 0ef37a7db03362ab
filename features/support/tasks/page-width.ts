import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import { visit } from './browser';

/** A phone of this width; the height of a common phone, which does not change what scrolls sideways. */
export function useAPhone(world: TravelWorld, width: number): void {
  world.visitor.viewport = { width, height: 740 };
}

/**
 * Opens `path` and waits until the page has drawn what it shows: its heading
 * is on screen, nothing is still loading (no busy region, no skeleton) and the
 * web fonts are in, since a later font or block could still widen the page.
 */
export async function openAndWaitForDrawing(world: TravelWorld, path: string): Promise<Page> {
  const page = await visit(world, path);
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { querySelector(selector: string): unknown } }).document;
    return doc.querySelector('[aria-busy="true"], .skeleton') === null;
  });
  await page.evaluate(async () => {
    await (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready;
  });
  return page;
}

/** The page is no wider than the screen: `document.documentElement.scrollWidth <= innerWidth`. */
export async function assertNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      innerWidth: number;
      document: {
        documentElement: { scrollWidth: number };
        querySelectorAll(selector: string): ArrayLike<{ getBoundingClientRect(): { right: number }; tagName: string; className: unknown }>;
      };
    };
    // Names the element reaching furthest right, so a failure says what to fix.
    let widest = '';
    let right = innerWidth;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const edge = element.getBoundingClientRect().right;
      if (edge > right) {
        right = edge;
        widest = `${element.tagName.toLowerCase()}.${String(element.className)} (right edge ${Math.round(edge)} px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
  assert.ok(scrollWidth <= innerWidth, `The page is ${scrollWidth} px wide on a ${innerWidth} px screen; widest: ${widest}`);
}
