import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../../features/support/chromium';
import { percentile } from './percentile';
import { newTrialTraveller } from './trial-traveller';

/**
 * Chromium DevTools' classic "Slow 3G" preset (500 kbit/s × 0.8 each way, 400 ms × 5
 * of latency per request): a hotel's or a gate's bad Wi-Fi. Every round trip in a
 * row costs two seconds here, so a request waterfall shows at once.
 */
export const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 } as const;
export const CPU_SLOWDOWN = 4;
export const FIRST_HEADING_RUNS = 3;

/** `/profile` is measured for a signed-in trial traveller; the others for a first-time visitor. */
export const FIRST_HEADING_PAGES = ['/', '/free', '/profile'] as const;

export interface FirstHeadingPage {
  path: string;
  /** Median time from navigation to the first non-empty `<h1>` in the page. */
  headingMs: number;
  /** The baseline of the same run: median time until the HTML document itself has arrived (the network's floor). */
  documentMs: number;
  runs: number[];
}

/** Records, in the page, when the first `<h1>` with text appears (ms since navigation started). */
const WATCH_FIRST_HEADING = `(() => {
  const seen = () => {
    if (window.__firstHeadingMs !== undefined) return;
    if (document.querySelector('h1')?.textContent?.trim()) window.__firstHeadingMs = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', seen);
})();`;

async function measureOnce(context: BrowserContext, url: string): Promise<{ headingMs: number; documentMs: number }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(WATCH_FIRST_HEADING);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction('window.__firstHeadingMs !== undefined', undefined, { timeout: 120_000, polling: 100 });
    return await page.evaluate<{ headingMs: number; documentMs: number }>(`({
      headingMs: Math.round(window.__firstHeadingMs),
      documentMs: Math.round(performance.getEntriesByType('navigation')[0].responseEnd),
    })`);
  } finally {
    await page.close();
  }
}

/**
 * First heading time on `/`, `/free` and `/profile` under slow-3G-like network
 * and 4× CPU throttling, each page `FIRST_HEADING_RUNS` times on an empty cache
 * (a fresh browser context per run), beside the time the HTML itself took.
 */
export async function benchFirstHeading(baseUrl: string): Promise<FirstHeadingPage[]> {
  const traveller = await newTrialTraveller(baseUrl);
  const chromium = await launchChromium();
  try {
    const results: FirstHeadingPage[] = [];
    for (const path of FIRST_HEADING_PAGES) {
      const runs: { headingMs: number; documentMs: number }[] = [];
      for (let i = 0; i < FIRST_HEADING_RUNS; i++) {
        // Playwright evaluates its probes as strings, which the app's CSP (no eval) refuses.
        const context = await chromium.browser.newContext({ bypassCSP: true });
        try {
          await context.addInitScript(
            ({ token, signedIn }) => {
              localStorage.setItem('fc_lang', 'en');
              if (signedIn) localStorage.setItem('fc_auth_token', token);
            },
            { token: traveller.token, signedIn: path === '/profile' },
          );
          runs.push(await measureOnce(context, `${baseUrl}${path}`));
        } finally {
          await context.close();
        }
      }
      results.push({
        path,
        headingMs: percentile(
          runs.map((r) => r.headingMs),
          0.5,
        ),
        documentMs: percentile(
          runs.map((r) => r.documentMs),
          0.5,
        ),
        runs: runs.map((r) => r.headingMs),
      });
    }
    return results;
  } finally {
    await chromium.close();
  }
}
