import type { Knex } from 'knex';
import { afterAll, beforeAll, inject } from 'vitest';
import { createTestDatabase, type TestDatabase, type TestPostgresInfo } from './test-postgres';

export interface TestDatabaseHandle {
  /** The file's own database (a clone of the migrated, seeded template). Available from beforeAll on. */
  readonly knex: Knex;
  readonly url: string;
  readonly name: string;
  /** The server's admin connection and template name (to clone more databases). */
  readonly info: TestPostgresInfo;
}

/**
 * Gives the calling `*.int.test.ts` file its own database, cloned in beforeAll
 * and dropped in afterAll. Call it at the top level of the file (or of a
 * describe block):
 *
 *   const db = useTestDatabase();
 *   it('…', async () => { await db.knex('users').insert(…) });
 */
export function useTestDatabase(): TestDatabaseHandle {
  const info = inject('travelfitTestPostgres');
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    if (!info) throw new Error('No test PostgreSQL: run this file in the vitest `integration` project.');
    database = await createTestDatabase(info);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const current = (): TestDatabase => {
    if (!database) throw new Error('The test database is only available inside tests and hooks (after beforeAll).');
    return database;
  };
  return {
    get knex() {
      return current().knex;
    },
    get url() {
      return current().url;
    },
    get name() {
      return current().name;
    },
    info,
  };
}
