import type { Locator, Page } from 'playwright-core';
import { runChromium } from '../run-resources';
import type { TravelWorld } from '../world';

export const PHONE = { width: 390, height: 844 };

/**
 * Opens `path` of the app in this scenario's browser context, created on first
 * use from the visitor's setup (browser language, viewport, stored values,
 * cookies). Later visits reuse the context, like a traveller coming back.
 */
export async function visit(world: TravelWorld, pathAndQuery: string): Promise<Page> {
  const page = world.page ?? (await openPage(world));
  await page.goto(`${world.baseUrl}${pathAndQuery}`, { waitUntil: 'networkidle' });
  return page;
}

async function openPage(world: TravelWorld): Promise<Page> {
  const { browser } = await runChromium();
  const { visitor } = world;
  const context = await browser.newContext({
    locale: visitor.browserLanguage,
    viewport: visitor.viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: world.baseUrl,
          localStorage: Object.entries(visitor.storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  if (visitor.cookies.length > 0) {
    await context.addCookies(visitor.cookies.map((cookie) => ({ ...cookie, url: world.baseUrl })));
  }
  for (const intercept of visitor.interceptions) await intercept(context);
  context.on('request', (request) => {
    if (request.url().startsWith(`${world.baseUrl}/api/`)) world.apiRequests.push(request);
  });
  context.setDefaultTimeout(5_000);
  world.context = context;
  world.page = await context.newPage();
  return world.page;
}

/** The first visible link or button with exactly this accessible name (or matching a pattern). */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope
    .getByRole('link', { name, exact })
    .or(scope.getByRole('button', { name, exact }))
    .filter({ visible: true })
    .first();
}

/** Opens the app again in a new tab of the same browser, as a traveller coming back later. */
export async function comeBack(world: TravelWorld, pathAndQuery: string): Promise<Page> {
  const context = world.context;
  if (!context) throw new Error('The visitor has not been here before');
  await world.page?.close();
  world.page = await context.newPage();
  await world.page.goto(`${world.baseUrl}${pathAndQuery}`, { waitUntil: 'networkidle' });
  return world.page;
}

/** The language the page declares on <html lang>, e.g. "es". */
export async function pageLanguage(page: Page): Promise<string> {
  return (await page.locator('html').getAttribute('lang')) ?? '';
}

export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(k), key);
}

/** The path the browser is on, without origin. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname;
}

/** Headings of the page in document order, trimmed. */
export async function headingsInOrder(page: Page): Promise<string[]> {
  const texts = await page.getByRole('heading').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/**
 * Waits until the element is (at least partly) inside the viewport; smooth
 * scrolling takes a moment. Answers false after `timeoutMs`.
 */
export async function comesIntoView(page: Page, locator: Locator, timeoutMs = 3_000): Promise<boolean> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const box = await locator.boundingBox();
    if (box && box.y < viewport.height && box.y + box.height > 0 && box.y >= -box.height) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** Polls `probe` until it answers true or the time is up. */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  do {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return false;
}
