import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../features/support/chromium';
import { freePort } from './free-port';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/**
 * Lighthouse on `/` with its default (mobile) settings: a Moto G Power-sized
 * screen, 4× CPU slowdown and simulated slow 4G. Chromium is Debian's, opened
 * by playwright with a DevTools port that Lighthouse drives.
 */
export const LIGHTHOUSE_RUNS = 3;

/** The targets (issue 15): what a run is held against. */
export const LIGHTHOUSE_TARGETS = { performance: 95, largestContentfulPaintMs: 2000, accessibility: 100, bestPractices: 100, seo: 100 };

/**
 * Lighthouse scores move by several points from run to run on a small machine,
 * so each figure is the median of three runs (taken figure by figure).
 */
export async function benchLighthouse(baseUrl: string): Promise<LighthouseResult & { runs: LighthouseResult[] }> {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(baseUrl));
  // Three runs: the middle value (CLS keeps its three decimals, which percentile() would round).
  const median = (key: keyof LighthouseResult) => [...runs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    firstContentfulPaintMs: median('firstContentfulPaintMs'),
    largestContentfulPaintMs: median('largestContentfulPaintMs'),
    totalBlockingTimeMs: median('totalBlockingTimeMs'),
    cumulativeLayoutShift: median('cumulativeLayoutShift'),
    runs,
  };
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
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The whole report, for finding out where the time goes.
    const reports = path.resolve(import.meta.dirname, '../../reports');
    await mkdir(reports, { recursive: true });
    await writeFile(path.join(reports, 'lighthouse.json'), JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      firstContentfulPaintMs: Math.round(metric('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(metric('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(metric('total-blocking-time')),
      cumulativeLayoutShift: Number(metric('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}
