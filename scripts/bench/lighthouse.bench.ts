import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse scores move by several points from run to run on a small machine,
 * so the result is the run with the median performance score of three.
 */
export async function benchLighthouse(baseUrl: string): Promise<LighthouseResult & { runs: number[] }> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) results.push(await lighthouseOnce(baseUrl));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, runs: results.map((r) => r.performance) };
}

async function lighthouseOnce(baseUrl: string): Promise<LighthouseResult> {
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
    // The whole report, for finding out where the time goes.
    const reports = path.resolve(import.meta.dirname, '../../reports');
    await mkdir(reports, { recursive: true });
    await writeFile(path.join(reports, 'lighthouse.json'), JSON.stringify(lhr));
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
