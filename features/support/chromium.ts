import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, the browser travellers run: the benchmarks measure it. playwright-core never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (`chromium-headless-shell`), what
 * the @ui scenarios drive: the same Blink and V8 at the same version without
 * the browser's UI layer, a third less CPU per scenario (ADR 0057).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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

const INSTALL: Record<string, string> = { [CHROMIUM_PATH]: 'chromium', [HEADLESS_SHELL_PATH]: 'chromium-headless-shell' };

/**
 * One Chromium on a fresh profile (the full browser unless `executablePath`
 * says otherwise): playwright gives every `launch` its own temporary user data
 * dir (it refuses a `--user-data-dir` flag and removes the folder on close), so
 * no state leaks between runs.
 */
export async function launchChromium(executablePath: string = CHROMIUM_PATH): Promise<LaunchedChromium> {
  if (!existsSync(executablePath)) {
    const variable = executablePath === HEADLESS_SHELL_PATH ? 'CHROMIUM_HEADLESS_SHELL_PATH' : 'CHROMIUM_PATH';
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install -y ${INSTALL[executablePath] ?? 'chromium'} (or set ${variable})`,
    );
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
