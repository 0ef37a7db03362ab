import type { Knex } from 'knex';
import { TEST_CONNECT_TIMEOUT_MS } from '../../../src/app/database/testing/test-postgres';
import { startAppOnDatabase, type TestApp } from '../../../scripts/lib/test-app';
import { runPostgres, takeScenarioApp } from '../run-resources';
import { ScenarioClock } from './clock';

/**
 * The app of one scenario, on its own database cloned from the migrated
 * template, and a connection to that database for the few settings a
 * scenario cannot reach through the app (points earned, time passing).
 */
export interface ScenarioApp extends TestApp {
  database: Knex;
  /** The server's clock: real time until a step sets it (the turn of the allowance week). */
  clock: ScenarioClock;
}

/** The app of a scenario (its start overlaps the previous scenario: takeScenarioApp). */
export function startScenarioApp(): Promise<ScenarioApp> {
  return takeScenarioApp(startAppOnClone);
}

/**
 * Starts the real server in-process on a random port and a fresh database. The
 * clone of the template is already migrated and seeded; the app waits for a
 * database connection as long as a busy test machine may need.
 */
async function startAppOnClone(): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  const database = await postgres.createDatabase();
  const clock = new ScenarioClock();
  const app = await startAppOnDatabase(database, undefined, {
    clock,
    database: { migrate: false, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS },
  });
  return { ...app, database: database.knex, clock };
}
