import { AfterAll } from '@cucumber/cucumber';
import { startTestPostgres, type TestPostgres } from '../../src/app/database/testing/test-postgres';
import { launchChromium, type LaunchedChromium } from './chromium';

/**
 * Resources of one Cucumber worker (or of the whole run when it has no
 * workers): one embedded PostgreSQL (each scenario gets its own database
 * cloned from the migrated template) and one Chromium (each scenario gets its
 * own context). Both start on first use, so a worker that runs only @machine
 * scenarios starts neither, and one without @ui scenarios never launches a
 * browser. Nothing is shared between workers, so scenarios in different
 * workers cannot disturb each other.
 */
let postgres: Promise<TestPostgres> | undefined;
let chromium: Promise<LaunchedChromium> | undefined;

export function runPostgres(): Promise<TestPostgres> {
  if (!postgres) postgres = startTestPostgres();
  return postgres;
}

export function runChromium(): Promise<LaunchedChromium> {
  if (!chromium) chromium = launchChromium();
  return chromium;
}

AfterAll({ timeout: 60_000 }, async function () {
  const [pg, browser] = await Promise.allSettled([postgres, chromium]);
  if (browser.status === 'fulfilled' && browser.value) await browser.value.close();
  if (pg.status === 'fulfilled' && pg.value) await pg.value.stop();
});
