import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp, type StartOptions } from '../../src/app/bootstrap';
import { loadConfig } from '../../src/app/config';
import { startTestPostgres } from '../../src/app/database/testing/test-postgres';

/** The administrator every test app knows (`ADMIN_EMAILS`), for scenarios of admin-only pages. */
export const TEST_ADMIN_EMAIL = 'admin@travelfit.test';

export interface TestApp {
  url: string;
  /** The app's throwaway DATA_DIR (uploads, media files). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real app in-process on port 0 and a throwaway data folder, on the given
 * database; stopping it drops the database and runs `cleanUp`.
 */
export async function startAppOnDatabase(
  database: { url: string; drop(): Promise<void> },
  cleanUp: () => Promise<void> = async () => {},
  options: StartOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-test-app-'));
  const release = async () => {
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await cleanUp();
  };
  try {
    const app = await startApp(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        ADMIN_EMAILS: TEST_ADMIN_EMAIL,
        // Scenarios come "from another place" through a local proxy, as the app behind a load balancer.
        TRUST_PROXY: 'loopback',
      }),
      options,
    );
    return {
      url: app.url.replace(/\/$/, ''),
      dataDir,
      async stop() {
        await app.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
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
