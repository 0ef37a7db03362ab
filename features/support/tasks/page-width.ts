import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TravelWorld } from '../world';
import { visit } from './browser';

/** The height of a common phone, which does not change what scrolls sideways. */
const PHONE_HEIGHT = 740;

/** A phone of this width. */
export function useAPhone(world: TravelWorld, width: number): void {
  world.visitor.viewport = { width, height: PHONE_HEIGHT };
}

/** How wide a page is drawn on a screen, and the element reaching furthest right when it is too wide. */
export interface PageWidth {
  /** The page's address, set when several pages are measured. */
  path?: string;
  innerWidth: number;
  scrollWidth: number;
  widest: string;
}

/** Opens `path` and waits until the page has drawn what it shows (waitForDrawing). */
export async function openAndWaitForDrawing(world: TravelWorld, path: string): Promise<Page> {
  const page = await visit(world, path);
  await waitForDrawing(page);
  return page;
}

/**
 * Opens `path` on a phone of each width in turn, the same page turned to the
 * next width (the layout follows the width through CSS alone, as a page
 * loaded at that width would), and measures how wide the page is drawn on each.
 */
export async function measureOnPhones(world: TravelWorld, path: string, widths: number[]): Promise<PageWidth[]> {
  const [first, ...others] = widths;
  assert.ok(first !== undefined, 'no phone width given');
  useAPhone(world, first);
  // A page already open (the previous page measured) is turned back to the first width before it moves on.
  await world.page?.setViewportSize(world.visitor.viewport);
  const page = await openAndWaitForDrawing(world, path);
  const measured = [await measureWidth(page)];
  for (const width of others) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await waitForDrawing(page);
    measured.push(await measureWidth(page));
  }
  measured.forEach(({ innerWidth }, index) =>
    assert.equal(innerWidth, widths[index], `the page was drawn ${innerWidth} px wide, not ${widths[index]}`),
  );
  return measured;
}

/**
 * Waits until the page has drawn what it shows: its heading is on screen,
 * nothing is still loading (no busy region, no skeleton) and the web fonts are
 * in, since a later font or block could still widen the page.
 */
async function waitForDrawing(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { querySelector(selector: string): unknown } }).document;
    return doc.querySelector('[aria-busy="true"], .skeleton') === null;
  });
  await page.evaluate(async () => {
    await (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready;
  });
}

/** `document.documentElement.scrollWidth` against `innerWidth`, naming the element reaching furthest right. */
async function measureWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      innerWidth: number;
      document: {
        documentElement: { scrollWidth: number };
        querySelectorAll(
          selector: string,
        ): ArrayLike<{ getBoundingClientRect(): { right: number }; tagName: string; getAttribute(name: string): string | null }>;
      };
    };
    // Names the element reaching furthest right, so a failure says what to fix.
    let widest = '';
    let right = innerWidth;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const edge = element.getBoundingClientRect().right;
      if (edge > right) {
        right = edge;
        // The class attribute, not `className`: an SVG element's is an object.
        widest = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} (right edge ${Math.round(edge)} px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest };
  });
}

/**
 * Opens each page in turn in the same browser (a traveller going through the
 * app, whose browser has the app's files from the first page on) and measures
 * it on each phone width.
 */
export async function measurePagesOnPhones(world: TravelWorld, paths: readonly string[], widths: number[]): Promise<PageWidth[]> {
  const measured: PageWidth[] = [];
  for (const path of paths) {
    for (const width of await measureOnPhones(world, path, widths)) measured.push({ ...width, path });
  }
  return measured;
}

/** The page as it is now (whatever step it shows), turned to each phone width in turn, is no wider than the screen. */
export async function assertFitsPhones(page: Page, widths: number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await waitForDrawing(page);
    assertFits(await measureWidth(page));
  }
}

/** The page is no wider than the screen: `document.documentElement.scrollWidth <= innerWidth`. */
export async function assertNoSidewaysScroll(page: Page): Promise<void> {
  assertFits(await measureWidth(page));
}

export function assertFits(measured: PageWidth): void {
  assert.ok(measured.scrollWidth <= measured.innerWidth, tooWide(measured));
}

/** Every page measured is no wider than its screen; a failure names each page that is. */
export function assertAllFit(measured: readonly PageWidth[]): void {
  assert.ok(measured.length > 0, 'no page was measured on a phone');
  const failures = measured.filter(({ scrollWidth, innerWidth }) => scrollWidth > innerWidth).map(tooWide);
  assert.deepEqual(failures, [], `${failures.length} page(s) scroll sideways:\n${failures.join('\n')}`);
}

const tooWide = ({ path, scrollWidth, innerWidth, widest }: PageWidth): string =>
  `${path ?? 'The page'} is ${scrollWidth} px wide on a ${innerWidth} px screen; widest: ${widest}`;
