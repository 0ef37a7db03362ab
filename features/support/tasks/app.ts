import type { Knex } from 'knex';
import { TEST_CONNECT_TIMEOUT_MS } from '../../../src/app/database/testing/test-postgres';
import { RecordingMailer } from '../../../src/app/testing/recording-mailer';
import { startAppOnDatabase, type TestApp } from '../../../scripts/lib/test-app';
import { FakeStripe } from '../../../src/app/testing/fake-stripe/fake-stripe';
import { stripeEnvFor } from '../../../src/app/testing/fake-stripe/stripe-test-env';
import { LogCapture } from '../log-canaries';
import { runPostgres, takeScenarioApp } from '../run-resources';
import { ScenarioClock } from './clock';

/**
 * The app of one scenario, on its own database cloned from the migrated
 * template, and a connection to that database for the few settings a
 * scenario cannot reach through the app (points earned, time passing).
 */
export interface ScenarioApp extends TestApp {
  database: Knex;
  /** The scenario database's address, for a second app process on it. */
  databaseUrl: string;
  /** The server's clock: real time until a step sets it (the turn of the allowance week). */
  clock: ScenarioClock;
  /** Every e-mail the app sent, as the travellers' inboxes would hold them. */
  mail: RecordingMailer;
  /** @stripe: the fake Stripe API the app bills on (on the scenario's clock). */
  stripe: FakeStripe | undefined;
  /** Every line the app logged (log-canaries.ts). */
  logs: LogCapture;
  /** The environment it was started with, beyond the tests' defaults (its secrets are canaries). */
  env: Record<string, string>;
}

/**
 * The app of a scenario. Apps with the default configuration start while the
 * previous scenario runs (takeScenarioApp); a scenario that configures billing
 * (`@billing-off`, `@stripe`) starts its own.
 */
export function startScenarioApp(billing: { billingOff?: boolean; stripe?: boolean } = {}): Promise<ScenarioApp> {
  return billing.billingOff || billing.stripe ? startAppOnClone(billing) : takeScenarioApp(() => startAppOnClone());
}

/**
 * Starts the real server in-process on a random port and a fresh database. The
 * clone of the template is already migrated and seeded; the app waits for a
 * database connection as long as a busy test machine may need. A scenario
 * tagged `@billing-off` runs with `BILLING=off`, one tagged `@stripe` bills on
 * a fake of Stripe's API.
 */
async function startAppOnClone({
  billingOff = false,
  stripe = false,
}: { billingOff?: boolean; stripe?: boolean } = {}): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  const database = await postgres.createDatabase();
  const clock = new ScenarioClock();
  const mail = new RecordingMailer();
  const fake = stripe ? await FakeStripe.start(clock) : undefined;
  const env = { ...(billingOff ? { BILLING: 'off' } : {}), ...(fake ? stripeEnvFor(fake) : {}) };
  const logs = new LogCapture();
  const app = await startAppOnDatabase(database, async () => fake?.stop(), {
    env,
    clock,
    mailer: mail,
    logger: logs.logger,
    database: { migrate: false, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS },
  });
  return { ...app, database: database.knex, databaseUrl: database.url, clock, mail, stripe: fake, logs, env };
}
