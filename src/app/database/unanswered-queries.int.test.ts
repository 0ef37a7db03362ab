import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezePostgres } from '../testing/frozen-postgres';
import { findFreePort, startEmbeddedPostgres, type EmbeddedPostgresServer } from './embedded-postgres';
import { isDatabaseUnavailable } from './errors';
import { createKnex } from './knex';

/**
 * A pool on a server that stops answering (SIGSTOP on a server of this test's
 * own): the first query waits its budget plus the client's margin (0.2 + 1 s
 * here), a query queued behind it on its connection and every acquire after it
 * are refused at once, and the pool serves again once the server answers.
 */
let root: string;
let server: EmbeddedPostgresServer;
let knex: Knex;
let frozen: { thaw(): void } | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'travelfit-unanswered-'));
  await chmod(root, 0o755); // the `postgres` system user must enter it when tests run as root
  server = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), port: await findFreePort(), durable: false });
  knex = createKnex(server.connectionString(), { statementTimeoutMs: 200, connectTimeoutMs: 1_000 });
});
afterAll(async () => {
  frozen?.thaw();
  await knex?.destroy();
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

/** Far above the 1.2 s the first query waits: a loaded machine is slow, not ten times slower. */
const BOUND_MS = 12_000;

async function timedFailure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { error, ms: performance.now() - started };
}

describe('a pool whose server stops answering', () => {
  it('waits the query’s budget once, then refuses at once until the server answers again', async () => {
    expect(await knex.raw('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    frozen = await freezePostgres(server.dataDir);

    // A transaction: its query is not answered, and the ROLLBACK knex then sends on the same connection fails at once.
    const first = await timedFailure(knex.transaction((trx) => trx.raw('select 1')));
    expect(isDatabaseUnavailable(first.error), String(first.error)).toBe(true);
    expect(first.ms).toBeLessThan(BOUND_MS);

    const next = await timedFailure(knex.raw('select 1'));
    expect(isDatabaseUnavailable(next.error), String(next.error)).toBe(true);
    console.log(`server frozen: the first query failed after ${Math.round(first.ms)} ms, the next one after ${Math.round(next.ms)} ms`);
    // Without the refusal it would wait for a connection (1 s), then for its own query (1.2 s).
    expect(next.ms).toBeLessThan(first.ms);

    frozen.thaw();
    const deadline = performance.now() + BOUND_MS;
    let answered = false;
    while (!answered && performance.now() < deadline) {
      answered = await knex.raw('select 1').then(
        () => true,
        () => false,
      );
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answered).toBe(true);
  });
});
