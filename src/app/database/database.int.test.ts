import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { findFreePort } from './embedded-postgres';
import { DatabaseStartError } from './errors';
import { MIGRATIONS } from './migration-source';
import { useTestDatabase } from './testing/test-database';

const logger = pino({ level: 'silent' });
let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'travelfit-open-'));
  await fs.chmod(root, 0o755); // the `postgres` system user must enter it when tests run as root
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function startError(promise: Promise<Database>): Promise<DatabaseStartError> {
  const outcome = await promise.then(
    async (database) => {
      await database.stop();
      return undefined;
    },
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(DatabaseStartError);
  return outcome as DatabaseStartError;
}

describe('openDatabase on the embedded server', () => {
  it('initialises the data folder once and reuses it on the next start', async () => {
    const dataDir = path.join(root, 'app-data');
    const port = await findFreePort();

    const first = await openDatabase({ dataDir, logger, embeddedPort: port });
    try {
      expect(await first.isReady()).toBe(true);
      expect(first.connectionString).toMatch(/\/travelfit$/);
      await first.knex('waitlist_entries').insert({ email: 'kept@example.com' });
    } finally {
      await first.stop();
    }
    expect(await first.isReady()).toBe(false);
    const initialised = await fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'));

    const second = await openDatabase({ dataDir, logger, embeddedPort: port });
    try {
      expect(await second.knex('waitlist_entries').where({ email: 'kept@example.com' }).first()).toBeDefined();
      // Seeds ran on both starts without duplicating anything.
      const { count } = (await second.knex('badge_definitions').count({ count: '*' }).first())!;
      expect(count).toBe(10);
    } finally {
      await second.stop();
    }
    // No initdb the second time: the data folder is the one the first start made.
    const reused = await fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'));
    expect([reused.ino, reused.mtimeMs]).toEqual([initialised.ino, initialised.mtimeMs]);
  }, 120_000);

  it('explains that the data folder is a file', async () => {
    const dataDir = path.join(root, 'file-instead-of-folder');
    await fs.mkdir(dataDir);
    await fs.writeFile(path.join(dataDir, 'postgres'), 'not a folder');

    const error = await startError(openDatabase({ dataDir, logger, embeddedPort: await findFreePort() }));
    expect(error.message).toContain(path.join(dataDir, 'postgres'));
    expect(error.message).toMatch(/is a file, not a folder/);
    expect(error.message).toMatch(/DATA_DIR/);
  });

  it('explains that DATA_DIR itself is a file', async () => {
    const dataDir = path.join(root, 'data-dir-file');
    await fs.writeFile(dataDir, 'not a folder');

    const error = await startError(openDatabase({ dataDir, logger, embeddedPort: await findFreePort() }));
    expect(error.message).toContain(`${dataDir} is a file, not a folder`);
  });

  it('explains that a non-empty folder is not a PostgreSQL data folder', async () => {
    const dataDir = path.join(root, 'not-postgres');
    await fs.mkdir(path.join(dataDir, 'postgres'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'postgres', 'notes.txt'), 'hello');

    const error = await startError(openDatabase({ dataDir, logger, embeddedPort: await findFreePort() }));
    expect(error.message).toMatch(/not empty but is not a PostgreSQL data folder/);
  });
});

describe('openDatabase with a database URL', () => {
  const testDb = useTestDatabase();

  it('uses that database and leaves an up-to-date schema as it is', async () => {
    const database = await openDatabase({ databaseUrl: testDb.url, dataDir: root, logger });
    try {
      expect(await database.isReady()).toBe(true);
      const { count } = (await database.knex('knex_migrations').count({ count: '*' }).first())!;
      expect(count).toBe(MIGRATIONS.length);
    } finally {
      await database.stop();
    }
  });

  it('fails with a DatabaseStartError that does not reveal the password when nothing listens', async () => {
    const port = await findFreePort();
    const error = await startError(
      openDatabase({ databaseUrl: `postgres://app:s3cret@127.0.0.1:${port}/travelfit`, dataDir: root, logger }),
    );
    expect(error.message).toContain(`127.0.0.1:${port}`);
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.message).not.toContain('s3cret');
  });
});
