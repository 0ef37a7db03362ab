import type { Knex } from 'knex';
import { startAppOnDatabase, type TestApp } from '../../../scripts/lib/test-app';
import { runPostgres } from '../run-resources';
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

/** Starts the real server in-process on a random port and a fresh database. */
export async function startScenarioApp(): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  const database = await postgres.createDatabase();
  const clock = new ScenarioClock();
  const app = await startAppOnDatabase(database, undefined, { clock });
  return { ...app, database: database.knex, clock };
}
