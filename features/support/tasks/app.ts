import type { Knex } from 'knex';
import { TEST_CONNECT_TIMEOUT_MS } from '../../../src/app/database/testing/test-postgres';
import { RecordingMailer } from '../../../src/app/testing/recording-mailer';
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
  /** Every e-mail the app sent, as the travellers' inboxes would hold them. */
  mail: RecordingMailer;
}

/**
 * Starts the real server in-process on a random port and a fresh database. The
 * clone of the template is already migrated and seeded; the app waits for a
 * database connection as long as a busy test machine may need. `env` adds to
 * the configuration (a scenario tagged `@billing-off` runs with `BILLING=off`).
 */
export async function startScenarioApp(env: Record<string, string> = {}): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  const database = await postgres.createDatabase();
  const clock = new ScenarioClock();
  const mail = new RecordingMailer();
  const app = await startAppOnDatabase(database, undefined, {
    env,
    clock,
    mailer: mail,
    database: { migrate: false, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS },
  });
  return { ...app, database: database.knex, clock, mail };
}
