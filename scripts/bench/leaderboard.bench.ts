import type { Knex } from 'knex';
import { createKnex } from '../../src/app/database/knex';
import { KnexLeaderboard } from '../../src/modules/gamification/adapters/knex-leaderboard';
import { startBenchPostgres } from './bench-postgres';
import { percentile } from './percentile';
import { seedPoints, seedSessions, seedTravellers } from './seed-travellers';

const TRAVELLERS = 2_000_000;
const SESSIONS = 20_000_000;
/** The places whose own rank is measured: the first, the thousandth and the next to last. */
const PLACES = [1, 1_000, 1_999_999] as const;
/** The target of issue 12 for the top 50 and for a traveller's own rank. */
const TARGET_P99_MS = 5;

export interface LeaderboardTiming {
  query: string;
  design: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LeaderboardResult {
  travellers: number;
  sessions: number;
  distinctTotals: number;
  seedSeconds: number;
  targetP99Ms: number;
  timings: LeaderboardTiming[];
  /** One `refresh materialized view concurrently` of the rank table after 1,000 travellers scored. */
  materializedRefreshSeconds: number;
  /** A single traveller's points update (rolled back), with and without the rank buckets' trigger. */
  writeWithBucketsP50Ms: number;
  writeWithoutBucketsP50Ms: number;
}

/**
 * Issue 12's scale check: 2 million travellers with 20 million sessions,
 * seeded with `generate_series` on a PostgreSQL of its own (on disk, not in
 * RAM: about 5 GB). Then, on the same data, the top 50 and a traveller's own
 * rank at the 1st, 1,000th and 1,999,999th place, p50 and p99:
 * - the app's queries (KnexLeaderboard: the points index for the list, the
 *   rank buckets for the own rank, docs/adr/0036);
 * - the same on an unindexed copy of `points`;
 * - own rank by counting the index entries above (index-only scan);
 * - own rank read from a materialized rank table, and what refreshing it costs.
 */
export async function benchLeaderboard(): Promise<LeaderboardResult> {
  const database = await startBenchPostgres('leaderboard');
  let knex: Knex | undefined;
  try {
    knex = createKnex(database.url, { statementTimeoutMs: 0, poolMax: 4, poolMin: 1, connectTimeoutMs: 30_000 });

    const seedStarted = performance.now();
    await seed(knex);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const distinctTotals = Number((await knex('points_histogram').count<{ count: string }[]>({ count: '*' }))[0]?.count);

    const timings = await measureReads(knex);
    const materializedRefreshSeconds = await measureRefresh(knex);
    const writes = await measureWrites(knex);
    return {
      travellers: TRAVELLERS,
      sessions: SESSIONS,
      distinctTotals,
      seedSeconds,
      targetP99Ms: TARGET_P99_MS,
      timings,
      materializedRefreshSeconds,
      ...writes,
    };
  } finally {
    await knex?.destroy();
    await database.stop();
  }
}

/**
 * Users, then sessions (every traveller one, the rest to travellers drawn at
 * random: about 10 each), then points summed from the sessions, the rank
 * buckets from the points, and the copies the other designs read. Foreign keys
 * and triggers are off while seeding (`session_replication_role = replica`);
 * the buckets are built once at the end.
 */
async function seed(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(`set local work_mem = '512MB'`);
    log(`seeding ${TRAVELLERS.toLocaleString('en')} travellers…`);
    await seedTravellers(trx, { travellers: TRAVELLERS });
    await seedSessions(trx, { travellers: TRAVELLERS, sessions: SESSIONS, log });
    log('summing points…');
    await seedPoints(trx);
    log('copying points for the other designs…');
    await trx.raw('create table points_unindexed as select user_id, total from points');
    await trx.raw('create materialized view points_ranked as select user_id, total, rank() over (order by total desc) as rank from points');
    await trx.raw('create unique index points_ranked_user_index on points_ranked (user_id)');
  });
  log('vacuum analyze…');
  for (const table of ['users', 'workout_sessions', 'points', 'points_histogram', 'points_unindexed', 'points_ranked']) {
    await knex.raw(`vacuum (analyze) ${table}`);
  }
}

async function measureReads(knex: Knex): Promise<LeaderboardTiming[]> {
  const leaderboard = new KnexLeaderboard(knex);
  const timings: LeaderboardTiming[] = [];
  const time = async (query: string, design: string, runs: number, action: () => Promise<unknown>) => {
    log(`measuring ${query}, ${design}…`);
    for (let i = 0; i < Math.min(5, runs); i += 1) await action();
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await action();
      samples.push(performance.now() - start);
    }
    timings.push({ query, design, runs, p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99) });
  };

  await time('top 50', 'app: points index (total desc, user_id)', 1000, () => leaderboard.top(50));
  await time('top 50', 'unindexed copy', 20, () =>
    knex.raw('select user_id, total, rank() over (order by total desc) from points_unindexed order by total desc, user_id limit 50'),
  );
  for (const place of PLACES) {
    const row = await knex('points')
      .orderBy([{ column: 'total', order: 'desc' }, 'user_id'])
      .offset(place - 1)
      .first<{ user_id: string } | undefined>('user_id');
    if (!row) throw new Error(`no traveller at place ${place}`);
    const userId = row.user_id;
    const standing = await leaderboard.standingOf(userId);
    const label = `own rank, place ${place.toLocaleString('en')} (rank ${standing?.rank.toLocaleString('en')})`;
    await time(label, 'app: rank buckets', 1000, () => leaderboard.standingOf(userId));
    await time(label, 'index-only count above', place > 100_000 ? 50 : 1000, () =>
      knex.raw(`select p.total, 1 + (select count(*) from points q where q.total > p.total) as rank from points p where p.user_id = ?`, [
        userId,
      ]),
    );
    await time(label, 'materialized rank table', 1000, () => knex.raw('select total, rank from points_ranked where user_id = ?', [userId]));
    await time(label, 'unindexed copy', 20, () =>
      knex.raw(
        `select p.total, 1 + (select count(*) from points_unindexed q where q.total > p.total) as rank
         from points_unindexed p where p.user_id = ?`,
        [userId],
      ),
    );
  }
  return timings;
}

/** What keeping a materialized rank table costs: one refresh after 1,000 travellers scored. */
async function measureRefresh(knex: Knex): Promise<number> {
  await knex.raw(
    `update points set total = total + 100 where user_id in (select md5('traveller-' || n)::uuid from generate_series(1, 1000) n)`,
  );
  log('refreshing the materialized rank table…');
  const start = performance.now();
  await knex.raw('refresh materialized view concurrently points_ranked');
  return Math.round((performance.now() - start) / 100) / 10;
}

/** One traveller's points update, rolled back, with the rank buckets' trigger and with triggers off. */
async function measureWrites(knex: Knex): Promise<{ writeWithBucketsP50Ms: number; writeWithoutBucketsP50Ms: number }> {
  const sample = async (withBuckets: boolean) => {
    const samples: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const traveller = 1 + Math.floor(Math.random() * TRAVELLERS);
      await knex
        .transaction(async (trx) => {
          if (!withBuckets) await trx.raw('set local session_replication_role = replica');
          const start = performance.now();
          await trx.raw(`update points set total = total + 150 where user_id = md5('traveller-' || ?)::uuid`, [traveller]);
          samples.push(performance.now() - start);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
    return percentile(samples, 0.5);
  };
  log('measuring points updates…');
  return { writeWithBucketsP50Ms: await sample(true), writeWithoutBucketsP50Ms: await sample(false) };
}

class RolledBack extends Error {}

function log(message: string): void {
  console.log(`  leaderboard: ${message}`);
}
