import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { findFreePort, startEmbeddedPostgres } from '../embedded-postgres';
import { migrateJobQueueSchema } from '../../jobs/pg-boss-job-queue';
import { createKnex } from '../knex';
import { migrateAndSeed } from '../migrate';
import { startHttpTestApp } from '../../testing/http-test-app';
import { makeScratchDir } from './scratch-folder';

export const TEMPLATE_DATABASE = 'travelfit_template';

/**
 * How long a test's pool may take to connect or hand out a connection. The
 * app's own second is meant to fail fast in production; a test machine busy
 * with other work may need far longer, and a slow test is better than a flaky one.
 */
export const TEST_CONNECT_TIMEOUT_MS = 30_000;

/** What a test process needs to clone databases (serialisable: vitest `provide`, env vars). */
export interface TestPostgresInfo {
  adminUrl: string;
  templateDatabase: string;
}

export interface TestDatabase {
  name: string;
  url: string;
  /** A knex on the clone, with the app's settings. Destroyed by drop(). */
  knex: Knex;
  drop(): Promise<void>;
}

export interface TestPostgres extends TestPostgresInfo {
  /** `CREATE DATABASE test_<random> TEMPLATE <template>`: migrated and seeded, about 50 ms. */
  createDatabase(): Promise<TestDatabase>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * One throw-away PostgreSQL for a whole test run (vitest globalSetup, Cucumber
 * BeforeAll): a fresh folder in RAM when there is room (scratchFolder), a free
 * port, no fsync; a template database migrated and seeded once.
 */
export async function startTestPostgres(options: { logger?: Logger } = {}): Promise<TestPostgres> {
  const root = await makeScratchDir('travelfit-pg-');
  // mkdtemp makes it 0700; the `postgres` system user (when running as root) must enter it.
  await fs.chmod(root, 0o755);
  try {
    const server = await startEmbeddedPostgres({
      dataDir: path.join(root, 'data'),
      port: await findFreePort(),
      durable: false,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    try {
      const adminUrl = server.connectionString('postgres');
      await withClient(adminUrl, (client) => client.query(`create database ${TEMPLATE_DATABASE}`));
      const templateUrl = server.connectionString(TEMPLATE_DATABASE);
      await migrateAndSeed(templateUrl, options.logger ? { logger: options.logger } : {});
      // pg-boss's schema too (as `npm run db:migrate` installs it): otherwise every app
      // started on a clone would create its tables and functions again (~0.2 s of CPU).
      await migrateJobQueueSchema(templateUrl);
      // And the app's queues, subscriptions and schedules, as its first start leaves them: an app
      // started on a clone finds them and creates none (about 20 ms of PostgreSQL's CPU each time).
      await (await startHttpTestApp(templateUrl, { database: { migrate: false } })).stop();
      // Nobody may connect to the template by accident (a connection would block cloning).
      await withClient(adminUrl, (client) =>
        client.query(`alter database ${TEMPLATE_DATABASE} with is_template true allow_connections false`),
      );
      const info: TestPostgresInfo = { adminUrl, templateDatabase: TEMPLATE_DATABASE };
      return {
        ...info,
        createDatabase: () => createTestDatabase(info),
        async stop() {
          await server.stop();
          await fs.rm(root, { recursive: true, force: true });
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  }
}

/** Clones the template into a new database (usable from any process that has the info). */
export async function createTestDatabase(info: TestPostgresInfo): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files (tens of ms with fsync off); the default
  // WAL_LOG strategy writes every block through the WAL and is several times slower here.
  await withClient(info.adminUrl, (client) =>
    client.query(`create database ${name} template ${client.escapeIdentifier(info.templateDatabase)} strategy file_copy`),
  );
  const url = new URL(info.adminUrl);
  url.pathname = `/${name}`;
  const knex = createKnex(url.toString(), { connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  let dropping: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    knex,
    drop() {
      dropping ??= (async () => {
        await knex.destroy();
        await withClient(info.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      })();
      return dropping;
    },
  };
}

async function withClient<T>(connectionString: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
