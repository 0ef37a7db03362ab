import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../../src/app/bootstrap';
import { loadConfig } from '../../../src/app/config';
import { runPostgres } from '../run-resources';

/** The app of one scenario, on its own database cloned from the migrated template. */
export interface ScenarioApp {
  url: string;
  stop(): Promise<void>;
}

/** Starts the real server in-process on a random port and a fresh database. */
export async function startScenarioApp(): Promise<ScenarioApp> {
  const postgres = await runPostgres();
  const database = await postgres.createDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-feature-'));
  try {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    const app = await startApp(config);
    return {
      url: app.url.replace(/\/$/, ''),
      async stop() {
        await app.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
