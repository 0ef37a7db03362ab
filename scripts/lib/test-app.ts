import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../src/app/bootstrap';
import { loadConfig } from '../../src/app/config';
import { startTestPostgres } from '../../src/app/database/testing/test-postgres';

export interface TestApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real app in-process on port 0, on a database cloned from the migrated
 * template of a throwaway embedded PostgreSQL. For scripts that need one app
 * for their whole run (contract tests); Cucumber shares one PostgreSQL per run instead.
 */
export async function startAppOnTestDatabase(): Promise<TestApp> {
  const postgres = await startTestPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-script-'));
  const cleanUp = async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await postgres.createDatabase();
    const app = await startApp(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      }),
    );
    return {
      url: app.url.replace(/\/$/, ''),
      async stop() {
        await app.stop();
        await database.drop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
