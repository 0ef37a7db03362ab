import type { StartOptions } from '../../src/app/bootstrap';
import { startTestPostgres } from '../../src/app/database/testing/test-postgres';
import { startHttpTestApp, type HttpTestApp } from '../../src/app/testing/http-test-app';

/** The administrator every test app knows (`ADMIN_EMAILS`), for scenarios of admin-only pages. */
export const TEST_ADMIN_EMAIL = 'admin@travelfit.test';

export type TestApp = HttpTestApp;

/**
 * The app of a scenario or a test script, on a database of its own; stopping
 * it drops the database and runs `cleanUp`. Scenarios come "from another
 * place" through a trusted local proxy, as the app would behind a load balancer.
 */
export async function startAppOnDatabase(
  database: { url: string; drop(): Promise<void> },
  cleanUp: () => Promise<void> = async () => {},
  options: Pick<StartOptions, 'clock' | 'database' | 'mailer' | 'logger'> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  return startHttpTestApp(database.url, {
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', ADMIN_EMAILS: TEST_ADMIN_EMAIL, TRUST_PROXY: 'loopback', ...options.env },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.database ? { database: options.database } : {}),
    cleanUp: async () => {
      await database.drop().catch(() => undefined);
      await cleanUp();
    },
  });
}

/**
 * The app on a database cloned from the migrated template of its own embedded
 * PostgreSQL. For scripts that need one app for their whole run (contract
 * tests); Cucumber shares one PostgreSQL per run instead.
 */
export async function startAppOnTestDatabase(): Promise<TestApp> {
  const postgres = await startTestPostgres();
  try {
    return await startAppOnDatabase(await postgres.createDatabase(), () => postgres.stop());
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
