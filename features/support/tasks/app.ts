import type { Knex } from 'knex';
import { startAppOnDatabase, type TestApp } from '../../../scripts/lib/test-app';
import { runPostgres } from '../run-resources';

/**
 * The app of one scenario, on its own database cloned from the migrated
 * template, and a connection to that database for the few settings a
 * scenario cannot reach through the app (points earned, time passing).
 */
export interface ScenarioApp extends TestApp {
  database: Knex;
}

/** Starts the real server in-process on a random port and a fresh database. */
export async function startScenarioApp(): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  const database = await postgres.createDatabase();
  const app = await startAppOnDatabase(database);
  return { ...app, database: database.knex };
}
