import { AfterAll } from '@cucumber/cucumber';
import { startTestPostgres, type TestPostgres } from '../../src/app/database/testing/test-postgres';
import { HEADLESS_SHELL_PATH, launchChromium, type LaunchedChromium } from './chromium';
import type { ScenarioApp } from './tasks/app';

/**
 * Resources of one Cucumber worker (or of the whole run when it has no
 * workers): one embedded PostgreSQL, in RAM when there is room (each scenario
 * gets its own database cloned from the migrated template; ADR 0028) and one
 * Chromium headless shell (ADR 0057; each scenario borrows a cleared context:
 * browser-contexts.ts). Both start on first use, so a worker that runs only
 * @machine scenarios starts neither, and one without @ui scenarios never
 * launches a browser. Nothing is shared between workers, so scenarios in
 * different workers cannot disturb each other.
 */
let postgres: Promise<TestPostgres> | undefined;
let chromium: Promise<LaunchedChromium> | undefined;
/** The app the next scenario will take, started while the current one runs. */
let spareApp: Promise<ScenarioApp> | undefined;

export function runPostgres(): Promise<TestPostgres> {
  if (!postgres) postgres = startTestPostgres();
  return postgres;
}

export function runChromium(): Promise<LaunchedChromium> {
  if (!chromium) chromium = launchChromium(HEADLESS_SHELL_PATH);
  return chromium;
}

/**
 * The app of a scenario, started by `start`: the one started for it while the
 * previous scenario ran, if any; then the next scenario's is started at once.
 * Cloning a database and starting an app take a few tenths of a second (more
 * on a busy machine), and they need not wait for the scenario: every app is
 * as fresh as if started in the scenario's own hook (its own cloned database,
 * its own clock), only sooner. A spare that failed to start fails
 * the scenario that takes it, as its own start would have.
 */
export async function takeScenarioApp(start: () => Promise<ScenarioApp>): Promise<ScenarioApp> {
  const taken = spareApp ?? start();
  spareApp = undefined;
  const app = await taken;
  spareApp = start();
  // Its failure belongs to the scenario that takes it, not to an unhandled rejection now.
  spareApp.catch(() => undefined);
  return app;
}

AfterAll({ timeout: 60_000 }, async function () {
  const spare = spareApp;
  spareApp = undefined;
  await spare?.then(
    (app) => app.stop(),
    () => undefined,
  );
  const [pg, browser] = await Promise.allSettled([postgres, chromium]);
  if (browser.status === 'fulfilled' && browser.value) await browser.value.close();
  if (pg.status === 'fulfilled' && pg.value) await pg.value.stop();
});
