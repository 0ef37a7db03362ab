import { startAppOnDatabase, type TestApp } from '../../../scripts/lib/test-app';
import { runPostgres } from '../run-resources';

/** The app of one scenario, on its own database cloned from the migrated template. */
export type ScenarioApp = TestApp;

/** Starts the real server in-process on a random port and a fresh database. */
export async function startScenarioApp(): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  return startAppOnDatabase(await postgres.createDatabase());
}
