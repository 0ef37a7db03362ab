import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../app/database/knex';
import { useTestDatabase } from '../../app/database/testing/test-database';
import { rowsOf } from './statement';

/**
 * `rowsOf` runs a statement on a pooled connection without knex's runner: it
 * must behave as a knex query would, in a transaction and when the statement
 * fails.
 */
const db = useTestDatabase();
/** One connection: a connection that was not given back would show at once. */
let single: Knex;

beforeAll(() => {
  single = createKnex(db.url, { poolMin: 0, poolMax: 1, connectTimeoutMs: 30_000 });
});
afterAll(async () => {
  await single?.destroy();
});

describe('rowsOf', () => {
  it('answers the rows of a statement with its values', async () => {
    const rows = await rowsOf<{ n: number; word: string }>(single, 'select n, $2::text as word from generate_series(1, $1::int) n', [
      3,
      'hi',
    ]);
    expect(rows).toEqual([
      { n: 1, word: 'hi' },
      { n: 2, word: 'hi' },
      { n: 3, word: 'hi' },
    ]);
  });

  it('reads inside a transaction what the transaction wrote and nobody else sees yet', async () => {
    await db.knex.transaction(async (trx) => {
      await trx.raw('create temporary table scratch (word text) on commit drop');
      await trx('scratch').insert({ word: 'mine' });
      expect(await rowsOf(trx, 'select word from scratch', [])).toEqual([{ word: 'mine' }]);
    });
  });

  it('refuses a transaction that has already ended', async () => {
    let ended: Knex.Transaction | undefined;
    await db.knex.transaction(async (trx) => {
      ended = trx;
    });
    await expect(rowsOf(ended!, 'select 1', [])).rejects.toThrow(/already complete/);
  });

  it('fails with PostgreSQL’s error and gives the connection back to the pool', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(rowsOf(single, 'select 1 / $1::int as quotient', [0])).rejects.toMatchObject({ code: '22012' });
    }
    expect(await rowsOf(single, 'select 1 / $1::int as quotient', [1])).toEqual([{ quotient: 1 }]);
  });
});
