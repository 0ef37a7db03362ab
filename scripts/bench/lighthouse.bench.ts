import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../features/support/chromium';
import { freePort } from './free-port';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

/**
 * Lighthouse on `/` with its default (mobile) settings: a Moto G Power-sized
 * screen, 4× CPU slowdown and simulated slow 4G. Chromium is Debian's, opened
 * by playwright with a DevTools port that Lighthouse drives.
 */
export async function benchLighthouse(baseUrl: string): Promise<LighthouseResult> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(`${baseUrl}/`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
    };
  } finally {
    await browser.close();
  }
}
