import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../features/support/chromium';
import { newTrialTraveller } from './trial-traveller';

/** JavaScript files, gzipped at level 9 as a server would send them. */
export interface JavaScriptSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface JavaScriptResult extends JavaScriptSize {
  /** A signed-in trial traveller's first visit to `/` (the baseline /app is compared with). */
  homeSignedIn: JavaScriptSize;
  /** The same traveller's first visit to `/app`, on an empty cache. */
  app: JavaScriptSize;
  /** What `/app` loads that `/` does not (by file). */
  appOverHome: JavaScriptSize;
  /** What pressing Generate My Workout fetches (the preview, countdown, workout, sound and completion). */
  generate: JavaScriptSize;
}

/** The budget for `appOverHome` (issue 11, "Route-level code splitting"). */
export const APP_BUDGET_BYTES = 60 * 1024;

type Bodies = Map<string, Promise<Buffer>>;

/** Records every JavaScript file the page receives from now on (entry, module preloads, lazy chunks), by address. */
function recordScripts(page: Page): Bodies {
  const bodies: Bodies = new Map();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && (response.request().resourceType() === 'script' || type.includes('javascript'))) {
      bodies.set(response.url(), response.body());
    }
  });
  return bodies;
}

async function sizeOf(bodies: Bodies, only: (url: string) => boolean = () => true): Promise<JavaScriptSize> {
  const files = await Promise.all([...bodies].filter(([url]) => only(url)).map(([, body]) => body));
  return {
    files: files.length,
    rawBytes: files.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

/** A fresh browser context (empty cache) signed in as `token`, in English. */
async function signedInContext(context: BrowserContext, token: string): Promise<BrowserContext> {
  await context.addInitScript((value) => {
    localStorage.setItem('fc_auth_token', value);
    localStorage.setItem('fc_lang', 'en');
  }, token);
  return context;
}

/**
 * The JavaScript the real built app sends, read from Chromium's network log
 * (every script response, gzipped at level 9):
 * - a first, anonymous visit to `/`;
 * - a signed-in trial traveller's first visit to `/`, then (empty cache again)
 *   to `/app`: what /app adds over / is the files /app loads that / does not;
 * - what pressing Generate My Workout fetches on top of /app.
 */
export async function benchJavaScript(baseUrl: string): Promise<JavaScriptResult> {
  const traveller = await newTrialTraveller(baseUrl);
  const chromium = await launchChromium();
  try {
    const anonymous = await chromium.browser.newContext();
    const landing = await anonymous.newPage();
    const landingScripts = recordScripts(landing);
    await landing.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });

    const home = await (await signedInContext(await chromium.browser.newContext(), traveller.token)).newPage();
    const homeScripts = recordScripts(home);
    await home.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });

    const app = await (await signedInContext(await chromium.browser.newContext(), traveller.token)).newPage();
    const appScripts = recordScripts(app);
    await app.goto(`${baseUrl}/app`, { waitUntil: 'networkidle' });
    const generate = app.getByRole('button', { name: 'Generate My Workout', exact: true });
    await generate.waitFor({ timeout: 30_000 });
    const beforeGenerate = new Set(appScripts.keys());
    await generate.click();
    await app.getByRole('button', { name: 'Start Workout', exact: true }).waitFor({ timeout: 30_000 });
    await app.waitForLoadState('networkidle');

    const homeFiles = new Set(homeScripts.keys());
    return {
      ...(await sizeOf(landingScripts)),
      homeSignedIn: await sizeOf(homeScripts),
      app: await sizeOf(appScripts, (url) => beforeGenerate.has(url)),
      appOverHome: await sizeOf(appScripts, (url) => beforeGenerate.has(url) && !homeFiles.has(url)),
      generate: await sizeOf(appScripts, (url) => !beforeGenerate.has(url)),
    };
  } finally {
    await chromium.close();
  }
}
