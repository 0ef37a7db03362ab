import type { Knex } from 'knex';
import { REPORT_INDEXES } from '../../migrations/202611281010_analytics_travellers_and_report_indexes';
import { createKnex } from '../../src/app/database/knex';
import { DAILY_COUNTS_SQL, FUNNEL_SQL } from '../../src/modules/analytics/adapters/knex-analytics-report';
import { reportWindow } from '../../src/modules/analytics/domain/report-window';
import { startBenchPostgres } from './bench-postgres';
import { percentile } from './percentile';

const EVENTS = 10_000_000;
const TRAVELLERS = 1_000_000;
/** Events are spread evenly over this many days, so the report's 30 days hold a sixth of them. */
const SPREAD_DAYS = 180;
const SEED_BATCH = 2_000_000;

export interface AnalyticsTiming {
  query: string;
  design: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
}

export interface AnalyticsBenchResult {
  events: number;
  eventsInWindow: number;
  seedSeconds: number;
  indexSeconds: number;
  timings: AnalyticsTiming[];
  /** EXPLAIN (ANALYZE, BUFFERS) of each report query, without and with the report's indexes. */
  plans: Record<string, string>;
}

/**
 * Issue 15's scale check for `/admin/analytics`: 10 million events from a
 * million travellers over 180 days, seeded with `generate_series` on a
 * PostgreSQL of its own, then the report's two statements (KnexAnalyticsReport:
 * counts per day and name, distinct travellers per funnel step) over the last
 * 30 days, p50 and p99, first with only the table's original `created_at`
 * index, then with the migration's report indexes (202611281010).
 */
export async function benchAnalytics(): Promise<AnalyticsBenchResult> {
  const database = await startBenchPostgres('analytics');
  let knex: Knex | undefined;
  try {
    knex = createKnex(database.url, { statementTimeoutMs: 0, poolMax: 2, poolMin: 1, connectTimeoutMs: 30_000 });

    const seedStarted = performance.now();
    await seed(knex);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const { from, to } = reportWindow(new Date());
    const window = { from, to };
    const eventsInWindow = Number(
      (await knex.raw<{ rows: { count: string }[] }>('select count(*) from analytics_events where created_at >= ?', [window.from])).rows[0]!
        .count,
    );

    const timings: AnalyticsTiming[] = [];
    const plans: Record<string, string> = {};
    const design = {
      before: 'before: the original created_at index only',
      after: 'after: the report indexes (202611281010)',
    } as const;

    log('building the original created_at index…');
    await knex.raw('create index analytics_events_created_at_index on analytics_events (created_at)');
    await knex.raw('vacuum (analyze) analytics_events');
    timings.push(...(await measure(knex, window, design.before, 10)));
    Object.assign(plans, await explain(knex, window, 'before'));

    log('building the report indexes…');
    await knex.raw('drop index analytics_events_created_at_index');
    const indexStarted = performance.now();
    for (const statement of REPORT_INDEXES) await knex.raw(statement);
    const indexSeconds = Math.round((performance.now() - indexStarted) / 1000);
    await knex.raw('vacuum (analyze) analytics_events');
    timings.push(...(await measure(knex, window, design.after, 30)));
    Object.assign(plans, await explain(knex, window, 'after'));

    return { events: EVENTS, eventsInWindow, seedSeconds, indexSeconds, timings, plans };
  } finally {
    await knex?.destroy();
    await database.stop();
  }
}

/**
 * Events in the shares a landing page sees: mostly page views (a third of them
 * of `/`), then free workouts, waitlist sign-ups, accounts and subscription
 * changes (a trial three times in four, a payment otherwise). The migration's
 * indexes are dropped while seeding and the table is seeded bare (much faster),
 * as a restore would be.
 */
async function seed(knex: Knex): Promise<void> {
  await knex.raw('drop index analytics_events_name_time_index, analytics_events_landing_index');
  await knex.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    for (let first = 1; first <= EVENTS; first += SEED_BATCH) {
      const last = Math.min(EVENTS, first + SEED_BATCH - 1);
      log(`seeding events ${first.toLocaleString('en')}–${last.toLocaleString('en')}…`);
      await trx.raw(
        `insert into analytics_events (event_name, event_data, traveller_id, created_at)
         select case when k < 85 then 'page_view'
                     when k < 90 then 'free_workout_started'
                     when k < 93 then 'free_workout_completed'
                     when k < 95 then 'waitlist_signup'
                     when k < 98 then 'account_opened'
                     else 'subscription_status_changed' end,
                case when k < 85 then jsonb_build_object('path', (array['/', '/', '/', '/free', '/runner', '/leaderboard', '/app', '/profile', '/challenges'])[1 + g % 9])
                     when k >= 98 then jsonb_build_object('from', 'none', 'to', case when (g / 100) % 4 = 0 then 'active' else 'trial' end)
                     else '{}'::jsonb end,
                md5('traveller-' || (g % ?))::uuid,
                now() - (g % (? * 1440)) * interval '1 minute'
         from (select g, (g::bigint * 7919) % 100 as k from generate_series(?::integer, ?::integer) g) drawn`,
        [TRAVELLERS, SPREAD_DAYS, first, last],
      );
    }
  });
}

async function measure(knex: Knex, window: { from: Date; to: Date }, design: string, runs: number): Promise<AnalyticsTiming[]> {
  const timings: AnalyticsTiming[] = [];
  for (const [query, sql] of [
    ['counts per day and event, 30 days', DAILY_COUNTS_SQL],
    ['funnel, distinct travellers per step, 30 days', FUNNEL_SQL],
  ] as const) {
    log(`measuring ${query}, ${design}…`);
    await knex.raw(sql, window);
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await knex.raw(sql, window);
      samples.push(performance.now() - start);
    }
    timings.push({ query, design, runs, p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99) });
  }
  return timings;
}

async function explain(knex: Knex, window: { from: Date; to: Date }, label: string): Promise<Record<string, string>> {
  const plans: Record<string, string> = {};
  for (const [name, sql] of [
    ['daily counts', DAILY_COUNTS_SQL],
    ['funnel', FUNNEL_SQL],
  ] as const) {
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain (analyze, buffers) ${sql}`, window);
    plans[`${name}, ${label}`] = rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  return plans;
}

function log(message: string): void {
  console.log(`  analytics: ${message}`);
}
