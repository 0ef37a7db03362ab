import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; playwright-core never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that work on these machines (STACK.md, gotcha 6), without the user data dir. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedChromium {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * One Chromium on a fresh profile: playwright gives every `launch` its own
 * temporary user data dir (it refuses a `--user-data-dir` flag and removes the
 * folder on close), so no state leaks between runs.
 */
export async function launchChromium(): Promise<LaunchedChromium> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
