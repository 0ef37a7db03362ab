import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Browser contexts a worker's scenarios take in turn. A new context and its
 * first page cost Chromium over a second of CPU (a profile, a network context,
 * a renderer process started cold); on a context a finished scenario gave back,
 * whose renderer a kept page holds warm, a @ui scenario costs half as much.
 *
 * Scenarios stay apart: each scenario's app listens on a port of its own, so
 * each has an origin of its own, with its own storage, cache and service
 * workers. What origins do not separate (cookies, permissions), and what a
 * scenario left in its origin (a later app may be given the same port), is
 * cleared when the context is given back. A scenario that changes the context
 * itself (routes, init scripts, a fake clock, service workers) gets one of its own.
 */
export interface SharedContextOptions {
  /** navigator.language and Accept-Language, fixed for a context's life. */
  locale: string;
  hasTouch: boolean;
}

export interface SharedContext {
  context: BrowserContext;
  /** Plants localStorage entries on `origin` before the scenario's first page opens. */
  plant(origin: string, entries: Record<string, string>): Promise<void>;
  /** Closes the scenario's pages, clears what it left, and makes the context available again. */
  giveBack(origin: string): Promise<void>;
}

interface Idle {
  context: BrowserContext;
  /** A page on no scenario's app that keeps the renderer process alive between scenarios. */
  keeper: Page;
  devtools: CDPSession;
}

const idleByOptions = new Map<string, Idle[]>();

export async function borrowContext(browser: Browser, options: SharedContextOptions): Promise<SharedContext> {
  const key = JSON.stringify(options);
  const idle = idleByOptions.get(key)?.pop() ?? (await newShared(browser, options));
  const { context, keeper, devtools } = idle;
  return {
    context,
    async plant(origin, entries) {
      // A document of the origin without scripts: its storage is the one the app will read.
      await keeper.goto(`${origin}/favicon.svg`);
      await keeper.evaluate((planted) => {
        const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
        for (const [name, value] of Object.entries(planted)) localStorage.setItem(name, value);
      }, entries);
    },
    async giveBack(origin) {
      try {
        for (const page of context.pages()) if (page !== keeper) await page.close();
        await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await context.clearCookies();
        await context.clearPermissions();
        // Same site as the next scenario's app (ports do not count), so its page may join this renderer:
        // once on any of the apps' origins, the kept page stays where it is.
        if (!sameSite(keeper.url(), origin)) await keeper.goto(`${origin}/favicon.svg`);
        const idleOnes = idleByOptions.get(key) ?? [];
        idleOnes.push(idle);
        idleByOptions.set(key, idleOnes);
      } catch {
        // A context that cannot be cleared is not shared again.
        await context.close().catch(() => undefined);
      }
    },
  };
}

async function newShared(browser: Browser, { locale, hasTouch }: SharedContextOptions): Promise<Idle> {
  const context = await browser.newContext({ locale, hasTouch, serviceWorkers: 'block' });
  const keeper = await context.newPage();
  const devtools = await context.newCDPSession(keeper);
  return { context, keeper, devtools };
}

/** Whether a page at `url` is on the same site as `origin`: scheme and host, whatever the port. */
function sameSite(url: string, origin: string): boolean {
  if (!URL.canParse(url)) return false;
  const [page, app] = [new URL(url), new URL(origin)];
  return page.protocol === app.protocol && page.hostname === app.hostname;
}
