import assert from 'node:assert/strict';
import { errors, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { borrowContext } from '../browser-contexts';
import { runChromium } from '../run-resources';
import type { TravelWorld } from '../world';

export const PHONE = { width: 390, height: 844 };

/**
 * How long a @ui step waits for the app to reach the state it needs (an
 * element, an address, a stored value) before it fails. The waits end as soon
 * as the state is there; the budget is generous so that a machine busy with
 * other work slows the suite down instead of failing it.
 */
export const UI_TIMEOUT_MS = 30_000;

/**
 * Opens `path` of the app in this scenario's browser context, created on first
 * use from the visitor's setup (browser language, viewport, stored values,
 * cookies). Later visits reuse the context, like a traveller coming back.
 */
export async function visit(world: TravelWorld, pathAndQuery: string): Promise<Page> {
  const page = world.page ?? (await openPage(world));
  await openAndSettle(page, `${world.baseUrl}${pathAndQuery}`);
  return page;
}

/**
 * How long the page's network must stay quiet after its load event before a
 * visit counts as drawn. Playwright's `networkidle` waits 500 ms of quiet on
 * every visit; the app's requests (lazy chunks, the screen call) follow each
 * other within a few milliseconds, so a shorter window sees the same state.
 */
const QUIET_MS = 150;

/** Opens `url` and waits for its load event, then until no request has been in flight for QUIET_MS. */
async function openAndSettle(page: Page, url: string): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + UI_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url} kept the network busy for ${UI_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** This scenario's browser page, opened on nothing yet if it is not open: what to watch before a visit. */
export async function scenarioPage(world: TravelWorld): Promise<Page> {
  return world.page ?? (await openPage(world));
}

/** How each scenario's browser context is let go of: given back to be shared, or closed. */
const releases = new WeakMap<TravelWorld, () => Promise<void>>();

/**
 * Lets go of the scenario's browser context, as if the visitor closed their
 * browser: the next visit opens a fresh one, holding nothing.
 */
export async function releaseBrowser(world: TravelWorld): Promise<void> {
  const release = releases.get(world);
  releases.delete(world);
  world.context = undefined;
  world.page = undefined;
  await release?.();
}

async function openPage(world: TravelWorld): Promise<Page> {
  const { browser } = await runChromium();
  const { visitor } = world;
  const stored = Object.keys(visitor.storage).length > 0;
  // A scenario that changes the context itself (routes, init scripts, a fake clock) or lets service workers run has its own.
  const ownContext = visitor.interceptions.length > 0 || visitor.serviceWorkers === true;
  let context: BrowserContext;
  if (ownContext) {
    context = await browser.newContext({
      locale: visitor.browserLanguage,
      viewport: visitor.viewport,
      hasTouch: visitor.touch ?? false,
      serviceWorkers: visitor.serviceWorkers ? 'allow' : 'block',
      // Playwright plants localStorage by opening a hidden page on the origin.
      ...(stored
        ? {
            storageState: {
              cookies: [],
              origins: [
                {
                  origin: world.baseUrl,
                  localStorage: Object.entries(visitor.storage).map(([name, value]) => ({ name, value })),
                },
              ],
            },
          }
        : {}),
    });
    for (const intercept of visitor.interceptions) await intercept(context);
    releases.set(world, () => context.close().catch(() => undefined));
  } else {
    const shared = await borrowContext(browser, { locale: visitor.browserLanguage, hasTouch: visitor.touch ?? false });
    context = shared.context;
    if (stored) await shared.plant(world.baseUrl, visitor.storage);
    const origin = world.baseUrl;
    releases.set(world, async () => {
      context.off('request', recordApiRequest);
      await shared.giveBack(origin);
    });
  }
  if (visitor.cookies.length > 0) {
    await context.addCookies(visitor.cookies.map((cookie) => ({ ...cookie, url: world.baseUrl })));
  }
  function recordApiRequest(request: Request): void {
    if (request.url().startsWith(`${world.baseUrl}/api/`)) world.apiRequests.push(request);
  }
  context.on('request', recordApiRequest);
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  world.context = context;
  world.page = await newTab(world, context);
  return world.page;
}

/** A new tab of the visitor's browser, on the visitor's screen (a shared context's own size is not theirs). */
async function newTab(world: TravelWorld, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(world.visitor.viewport);
  return page;
}

/** The first visible link or button with exactly this accessible name (or matching a pattern). */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string';
  return scope.getByRole('link', { name, exact }).or(scope.getByRole('button', { name, exact })).filter({ visible: true }).first();
}

/** Opens the app again in a new tab of the same browser, as a traveller coming back later. */
export async function comeBack(world: TravelWorld, pathAndQuery: string): Promise<Page> {
  const context = world.context;
  if (!context) throw new Error('The visitor has not been here before');
  await world.page?.close();
  world.page = await newTab(world, context);
  await openAndSettle(world.page, `${world.baseUrl}${pathAndQuery}`);
  return world.page;
}

/** The language the page declares on <html lang>, e.g. "es". */
export async function pageLanguage(page: Page): Promise<string> {
  return (await page.locator('html').getAttribute('lang')) ?? '';
}

/** The page's localStorage, typed here because the features are compiled without the DOM's types. */
interface BrowserStorage {
  localStorage: { getItem(key: string): string | null };
}

export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as BrowserStorage).localStorage.getItem(k), key);
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
 * Waits until the app is in the state `wait` waits for; when it never gets
 * there, the step fails with `failure` (said in the scenario's words) rather
 * than Playwright's timeout.
 */
export async function waitOrFail(wait: () => Promise<unknown>, failure: () => string | Promise<string>): Promise<void> {
  try {
    await wait();
  } catch (error) {
    if (error instanceof errors.TimeoutError) assert.fail(await failure());
    throw error;
  }
}

/** Waits until the element is visible, failing with `failure` when it never is. */
export async function waitUntilVisible(locator: Locator, failure: () => string | Promise<string>): Promise<void> {
  await waitOrFail(() => locator.waitFor({ state: 'visible' }), failure);
}

/** Waits until the browser is on `path` (the app moves between pages without reloading). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await waitOrFail(
    () => page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' }),
    () => `the browser is on ${currentPath(page)}, not ${path}`,
  );
}

/** The value stored under `key` once there is one; null when none appears in time. */
export async function awaitedStoredValue(page: Page, key: string): Promise<string | null> {
  try {
    await page.waitForFunction((k) => (globalThis as unknown as BrowserStorage).localStorage.getItem(k) !== null, key);
  } catch (error) {
    if (error instanceof errors.TimeoutError) return null;
    throw error;
  }
  return storedValue(page, key);
}

/** Waits until the element is (at least partly) inside the viewport; smooth scrolling takes a moment. */
export async function waitUntilInView(page: Page, locator: Locator, failure: () => string): Promise<void> {
  const element = await locator.elementHandle();
  assert.ok(element, failure());
  await waitOrFail(
    () =>
      page.waitForFunction((target) => {
        const box = (target as unknown as { getBoundingClientRect(): { top: number; bottom: number } }).getBoundingClientRect();
        return box.top < (globalThis as unknown as { innerHeight: number }).innerHeight && box.bottom > 0;
      }, element),
    failure,
  );
}

/**
 * Polls `probe` until it answers true or the time is up: for state the page
 * does not show, such as the requests the app has sent.
 */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = UI_TIMEOUT_MS): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  do {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return false;
}
