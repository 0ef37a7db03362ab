import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, startEmbeddedPostgres, type EmbeddedPostgresServer } from '../../src/app/database/embedded-postgres';
import { createKnex } from '../../src/app/database/knex';
import { migrateAndSeed } from '../../src/app/database/migrate';

/** A database server sized for millions of rows keeps the tables the benchmarks read in memory. */
const SETTINGS = { shared_buffers: '1GB', work_mem: '64MB', maintenance_work_mem: '512MB', max_wal_size: '8GB' } as const;

export interface BenchPostgres {
  server: EmbeddedPostgresServer;
  /** The migrated `bench` database. */
  url: string;
  /** Whether the `bench` database was already there (a kept data folder), so it may already be seeded. */
  reused: boolean;
  /** The folder of the data folder and of whatever the benchmark keeps beside it. */
  root: string;
  /** Stops the server; removes its folder unless `keep`. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

/**
 * A throw-away PostgreSQL of a benchmark's own (on disk, not durable: no
 * fsync), with a `bench` database migrated by the app's own migrations and
 * seeds. In a fresh temporary folder named after `prefix`, or in `root` when
 * given, where a data folder left by an earlier run is started again.
 */
export async function startBenchPostgres(prefix: string, root?: string): Promise<BenchPostgres> {
  const folder = root ?? (await fs.mkdtemp(path.join(os.tmpdir(), `travelfit-${prefix}-bench-`)));
  await fs.mkdir(folder, { recursive: true });
  // mkdtemp makes it 0700; PostgreSQL runs as the `postgres` user when we are root.
  await fs.chmod(folder, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'data'),
    port: await findFreePort(),
    durable: false,
    settings: SETTINGS,
  });
  const stop = async ({ keep = false } = {}) => {
    await server.stop();
    if (!keep) await fs.rm(folder, { recursive: true, force: true });
  };
  try {
    const admin = createKnex(server.connectionString('postgres'), { statementTimeoutMs: 0, poolMax: 1, poolMin: 0 });
    let reused = false;
    try {
      const existing = await admin.raw<{ rows: unknown[] }>(`select 1 from pg_database where datname = 'bench'`);
      reused = existing.rows.length > 0;
      if (!reused) await admin.raw('create database bench');
    } finally {
      await admin.destroy();
    }
    const url = server.connectionString('bench');
    await migrateAndSeed(url);
    return { server, url, reused, root: folder, stop };
  } catch (error) {
    await stop({ keep: root !== undefined });
    throw error;
  }
}
