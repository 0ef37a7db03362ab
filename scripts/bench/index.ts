/**
 * Benchmarks (not tests): `npm run bench` runs them all but `leaderboard`, `analytics`, `drift`, `flame` and `load` (minutes,
 * and gigabytes of disk for the first two: name them), `npm run bench -- startup` (or `javascript`, `lighthouse`) picks some. Prints a table and writes
 * reports/bench.json. Options follow the names (`npm run bench -- load --scale 10`).
 *
 *   startup     `npm start` to /readyz 200: first start on an empty DATA_DIR, then a second start on it
 *   javascript  gzipped JavaScript a first visit to / downloads; for a trial traveller, what /app adds over / and what Generate fetches
 *   lighthouse  Lighthouse on / (mobile preset), median of 3: performance, accessibility, best practices, SEO, LCP, TBT, CLS
 *   first-heading  time to the first <h1> on /, /free and /profile (a signed-in trial traveller) under slow-3G-like
 *               network and 4× CPU throttling, median of 3, beside the time the HTML alone took
 *   planner     time per workout plan (local engine): median and p99 over 20,000 varied plans
 *   plan        a 4-week travel plan for a traveller with 10 trips: p50 and p99 of 200, beside one generator workout's design
 *   login       argon2id hash/verify, and POST /api/auth/login for a known account and an unknown e-mail
 *   reset       POST /api/auth/request-reset for registered and unknown e-mails (its timing must not tell them apart)
 *   webhook     POST /api/stripe/webhook: time to acknowledge a signed event (p50, p99 of 500), beside an unsigned one refused and /healthz
 *   leaderboard top 50 and own rank (1st, 1,000th, 1,999,999th place) on 2M travellers and 20M sessions seeded in SQL, p50 and p99,
 *               beside an unindexed copy, an index-only count and a materialized rank table (its own PostgreSQL; minutes, ~5 GB of disk)
 *   analytics   /admin/analytics on 10M events from 1M travellers over 180 days seeded in SQL: counts per day and the funnel,
 *               p50 and p99 with the table's original index and with the report's indexes, and their EXPLAIN ANALYZE
 *               (its own PostgreSQL; a few minutes, ~3 GB of disk)
 *   flame       where a request's time goes: GET /healthz and the profile read (GET /api/profile, signed in) against the app
 *               run with `node --cpu-prof` (production settings), each beside its baseline (bare node:http; the same six
 *               queries through raw pg): full speed and p50/p99 at half of it, a .cpuprofile and a summary by function and
 *               by package per route under reports/flame/ (~2 min; not in the default run)
 *   drift       a generated 10-minute workout at /app run in real time, its tab hidden half the time: each phase change against its deadline (~12 min; not in the default run)
 *   load        the app under load (issue 16), as `npm start` runs it in production, in a process of its own on a PostgreSQL of
 *               its own seeded by SQL at a scale (default 200,000 travellers and 2 million sessions; seed time printed), beside
 *               baselines in processes of their own: GET /healthz vs a bare node:http server (target ≥ 0.5×), GET /api/profile vs
 *               the same SQL through raw pg (≥ 0.75×; scripts/bench/load/raw-pg-server.ts), the leaderboard's top 50 and own rank,
 *               the most active cities and one city's board, session completion and generate-plan (writes, each request its own completion). For each, autocannon at
 *               full speed, then p50/p99 at half of it (targets p99 ≤ 25 ms reads, ≤ 50 ms writes), then the app at twice its
 *               full speed with 8× the connections: share of 503s, p99 of the requests served, /healthz polled meanwhile
 *               (the full and half speed runs against the app with OVERLOAD_SHEDDING=false, the overload against a second
 *               app process as configured: shedding on by default).
 *               A run whose answers are not 99 % 200s (or shed 503s) fails. Writes reports/load.md, load.svg, load.json (~12 min).
 *               Options: --scale N (10: 2M travellers, 20M sessions), --duration S (each run, default 10), --warm-up S (at full
 *               speed before a side's runs, default 15), --connections C
 *               (default 32), --routes trivial,profile,leaderboard-top,leaderboard-own,top-cities,city-board,complete,generate-plan, --keep (keep
 *               the seeded database in the temp folder, travelfit-load-bench/scale-N, and reuse it on the next --keep run)
 *
 * javascript, lighthouse, first-heading, login, reset and drift run against the app started in-process on a test
 * database, or against BASE_URL when it is set; webhook always starts its own app (BILLING=stripe on
 * the fake Stripe API); leaderboard, analytics and load start their own PostgreSQL. Build the web app first (`npm run build`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
// Each benchmark is imported when it runs: Lighthouse alone keeps over 100 MB of strings in the heap, and the load
// benchmark's paced sender, in this process, measured the pauses of collecting that heap (docs/adr/0062).
import type { TestApp } from '../lib/test-app';
import type { JavaScriptSize } from './javascript.bench';
import type { LighthouseResult } from './lighthouse.bench';
import { ratioOf, senderBehind } from './load/load-report';

const ALL = [
  'startup',
  'javascript',
  'lighthouse',
  'first-heading',
  'planner',
  'plan',
  'login',
  'reset',
  'webhook',
  'leaderboard',
  'analytics',
  'drift',
  'flame',
  'load',
] as const;
type BenchName = (typeof ALL)[number];
/** Benchmarks run only when named: they take many minutes. */
const ON_REQUEST: readonly BenchName[] = ['leaderboard', 'analytics', 'drift', 'flame', 'load'];
/** Benchmarks that take options (`--scale 10`), given after the names. */
const WITH_OPTIONS: readonly BenchName[] = ['load'];

const rows: [string, string][] = [];
const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const firstOption = args.findIndex((arg) => arg.startsWith('--'));
  const asked = firstOption === -1 ? args : args.slice(0, firstOption);
  const options = firstOption === -1 ? [] : args.slice(firstOption);
  const unknown = asked.filter((name) => !(ALL as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark ${unknown.join(', ')}: choose from ${ALL.join(', ')}`);
    return 2;
  }
  const selected: BenchName[] = asked.length > 0 ? (asked as BenchName[]) : ALL.filter((name) => !ON_REQUEST.includes(name));
  if (options.length > 0 && selected.filter((name) => WITH_OPTIONS.includes(name)).length !== 1) {
    console.error(`Options (${options.join(' ')}) are for one of ${WITH_OPTIONS.join(', ')}: name it before them`);
    return 2;
  }
  let failures = 0;
  let app: TestApp | undefined;
  const baseUrl = async () =>
    process.env.BASE_URL?.replace(/\/$/, '') ?? (app ??= await (await import('../lib/test-app')).startAppOnTestDatabase()).url;

  try {
    for (const name of selected) {
      console.log(`running ${name}…`);
      try {
        switch (name) {
          case 'startup': {
            const { benchStartup } = await import('./startup.bench');
            const r = await benchStartup();
            results.startup = r;
            rows.push(['npm start → /readyz, first start (empty DATA_DIR)', `${(r.firstStartMs / 1000).toFixed(2)} s`]);
            rows.push(['npm start → /readyz, second start (same DATA_DIR)', `${(r.secondStartMs / 1000).toFixed(2)} s`]);
            break;
          }
          case 'javascript': {
            const { benchJavaScript, APP_BUDGET_BYTES } = await import('./javascript.bench');
            const r = await benchJavaScript(await baseUrl());
            results.javascript = r;
            const kib = (size: JavaScriptSize) => `${(size.gzipBytes / 1024).toFixed(1)} KiB (${size.files} files)`;
            rows.push([`JavaScript for / (${r.files} files), gzipped`, `${(r.gzipBytes / 1024).toFixed(1)} KiB`]);
            rows.push(['JavaScript for /, uncompressed', `${(r.rawBytes / 1024).toFixed(1)} KiB`]);
            rows.push(['JavaScript for /, signed-in trial traveller, gzipped', kib(r.homeSignedIn)]);
            rows.push(['JavaScript for /app, same traveller, first visit, gzipped', kib(r.app)]);
            rows.push([
              `  … that / does not load (budget ${APP_BUDGET_BYTES / 1024} KiB)`,
              `${kib(r.appOverHome)}${r.appOverHome.gzipBytes > APP_BUDGET_BYTES ? ' OVER BUDGET' : ''}`,
            ]);
            rows.push(['JavaScript Generate My Workout fetches, gzipped', kib(r.generate)]);
            break;
          }
          case 'lighthouse': {
            const { benchLighthouse, LIGHTHOUSE_TARGETS } = await import('./lighthouse.bench');
            const r = await benchLighthouse(await baseUrl());
            results.lighthouse = r;
            const t = LIGHTHOUSE_TARGETS;
            const runs = (pick: (run: LighthouseResult) => number) => `(runs: ${r.runs.map(pick).join(', ')})`;
            rows.push([
              `Lighthouse / mobile, median of ${r.runs.length}: performance (target ≥ ${t.performance})`,
              `${r.performance} ${runs((x) => x.performance)}`,
            ]);
            rows.push([`  accessibility / best practices / SEO (target 100 each)`, `${r.accessibility} / ${r.bestPractices} / ${r.seo}`]);
            rows.push([
              `  largest contentful paint (target ≤ ${t.largestContentfulPaintMs} ms)`,
              `${r.largestContentfulPaintMs} ms ${runs((x) => x.largestContentfulPaintMs)}`,
            ]);
            rows.push(['  first contentful paint', `${r.firstContentfulPaintMs} ms`]);
            rows.push(['  total blocking time', `${r.totalBlockingTimeMs} ms ${runs((x) => x.totalBlockingTimeMs)}`]);
            rows.push(['  cumulative layout shift', String(r.cumulativeLayoutShift)]);
            break;
          }
          case 'first-heading': {
            const { benchFirstHeading, CPU_SLOWDOWN } = await import('./first-heading.bench');
            const r = await benchFirstHeading(await baseUrl());
            results.firstHeading = r;
            for (const page of r) {
              rows.push([
                `First heading on ${page.path}, slow 3G + ${CPU_SLOWDOWN}× CPU, median of ${page.runs.length} (baseline: the HTML alone)`,
                `${page.headingMs} ms (runs: ${page.runs.join(', ')}; HTML ${page.documentMs} ms)`,
              ]);
            }
            break;
          }
          case 'planner': {
            const { benchPlanner } = await import('./planner.bench');
            const r = await benchPlanner();
            results.planner = r;
            rows.push([`Workout plan, median of ${r.plans} (local engine)`, `${r.medianMs} ms`]);
            rows.push([`Workout plan, p99 (target < ${r.targetP99Ms} ms)`, `${r.p99Ms} ms (max ${r.maxMs} ms)`]);
            break;
          }
          case 'plan': {
            const { benchPlan } = await import('./plan.bench');
            const r = benchPlan();
            results.plan = r;
            rows.push([
              `4-week plan, ${r.trips} trips (${r.sessionsPerPlan} sessions), p50 / p99 of ${r.runs} (target p99 ≤ ${r.targetP99Ms} ms)`,
              `${r.planP50Ms} / ${r.planP99Ms} ms`,
            ]);
            rows.push([`Baseline: one 20-minute generator workout designed, p50 / p99`, `${r.workoutP50Ms} / ${r.workoutP99Ms} ms`]);
            break;
          }
          case 'login': {
            const { benchLogin } = await import('./login.bench');
            const r = await benchLogin(await baseUrl());
            results.login = r;
            rows.push([`argon2id hash / verify, median of ${r.runs}`, `${r.hashMedianMs} / ${r.verifyMedianMs} ms`]);
            rows.push(['Sign-in round trip, median (p95)', `${r.loginMedianMs} ms (${r.loginP95Ms} ms)`]);
            rows.push(['Sign-in with an unknown e-mail, median', `${r.unknownEmailMedianMs} ms`]);
            break;
          }
          case 'reset': {
            const { benchReset } = await import('./reset.bench');
            const r = await benchReset(await baseUrl());
            results.reset = r;
            rows.push([`Reset request, registered e-mail, median (p95) of ${r.runs}`, `${r.knownMedianMs} ms (${r.knownP95Ms} ms)`]);
            rows.push([`Reset request, unknown e-mail, median (p95) of ${r.runs}`, `${r.unknownMedianMs} ms (${r.unknownP95Ms} ms)`]);
            break;
          }
          case 'webhook': {
            const { benchWebhook } = await import('./webhook.bench');
            const r = await benchWebhook();
            results.webhook = r;
            rows.push([`Stripe webhook acknowledged (signed, queued), p50 / p99 of ${r.events}`, `${r.signedP50Ms} / ${r.signedP99Ms} ms`]);
            rows.push([`Baseline: unsigned webhook refused (400), p50 / p99`, `${r.refusedP50Ms} / ${r.refusedP99Ms} ms`]);
            rows.push([`Baseline: GET /healthz, p50 / p99`, `${r.healthP50Ms} / ${r.healthP99Ms} ms`]);
            break;
          }
          case 'leaderboard': {
            const { benchLeaderboard } = await import('./leaderboard.bench');
            const r = await benchLeaderboard();
            results.leaderboard = r;
            const seeded = `${r.travellers.toLocaleString('en')} travellers, ${r.sessions.toLocaleString('en')} sessions`;
            rows.push([`Leaderboard seed (${seeded}; ${r.distinctTotals.toLocaleString('en')} distinct totals)`, `${r.seedSeconds} s`]);
            for (const t of r.timings) rows.push([`${t.query} — ${t.design}, p50 / p99 of ${t.runs}`, `${t.p50Ms} / ${t.p99Ms} ms`]);
            rows.push(['Materialized rank table: one concurrent refresh', `${r.materializedRefreshSeconds} s`]);
            rows.push(['Points update, p50: with rank buckets / without', `${r.writeWithBucketsP50Ms} / ${r.writeWithoutBucketsP50Ms} ms`]);
            break;
          }
          case 'analytics': {
            const { benchAnalytics } = await import('./analytics.bench');
            const r = await benchAnalytics();
            results.analytics = r;
            const seeded = `${r.events.toLocaleString('en')} events, ${r.eventsInWindow.toLocaleString('en')} in the last 30 days`;
            rows.push([`Analytics seed (${seeded})`, `${r.seedSeconds} s`]);
            rows.push(['Analytics report indexes: build', `${r.indexSeconds} s`]);
            for (const t of r.timings) rows.push([`${t.query} — ${t.design}, p50 / p99 of ${t.runs}`, `${t.p50Ms} / ${t.p99Ms} ms`]);
            for (const [name, plan] of Object.entries(r.plans)) console.log(`\nEXPLAIN ANALYZE — ${name}\n${plan}`);
            break;
          }
          case 'flame': {
            const { benchFlame } = await import('./flame.bench');
            const r = await benchFlame();
            results.flame = r;
            for (const route of r) {
              rows.push([
                `${route.path}, full speed: app / ${route.baseline.kind} (${route.profile})`,
                `${route.app.maxPerSecond} / ${route.baseline.maxPerSecond} req/s (${route.ratio}×)`,
              ]);
              rows.push([
                `  CPU per request: app / baseline (the ratio on an idle machine)`,
                `${route.app.cpuMicrosPerRequest} / ${route.baseline.cpuMicrosPerRequest} µs (${route.cpuRatio}×)`,
              ]);
              rows.push([
                `  p50 / p99 at half of full speed: app (${route.app.rate}/s) · baseline (${route.baseline.rate}/s)`,
                `${route.app.p50Ms} / ${route.app.p99Ms} ms · ${route.baseline.p50Ms} / ${route.baseline.p99Ms} ms`,
              ]);
            }
            break;
          }
          case 'load': {
            const { benchLoad } = await import('./load.bench');
            const r = await benchLoad(options);
            results.load = r;
            const seeded = `scale ${r.scale.factor}: ${r.scale.travellers.toLocaleString('en')} travellers, ${r.scale.sessions.toLocaleString('en')} sessions`;
            rows.push([`Load: seed (${seeded})`, r.seedSeconds === null ? 'kept database reused' : `${r.seedSeconds} s`]);
            for (const route of r.routes) {
              if (route.failure || !route.app) {
                rows.push([`Load: ${route.title}`, `failed: ${route.failure ?? 'no figures'}`]);
                continue;
              }
              const ratio = ratioOf(route);
              const base = route.baseline?.figures
                ? `, ${route.baseline.name} ${Math.round(route.baseline.figures.max.rps)}/s (${ratio?.toFixed(2)}×)`
                : '';
              rows.push([`Load: ${route.title}, max req/s`, `${Math.round(route.app.max.rps)}/s${base}`]);
              rows.push([
                `  p50 / p99 at ${route.app.half.askedRate}/s (target p99 ≤ ${route.p99TargetMs} ms)`,
                senderBehind(route.app.half)
                  ? `not measured: the sender kept ${Math.round(route.app.half.rps)}/s`
                  : `${route.app.half.p50Ms} / ${route.app.half.p99Ms} ms`,
              ]);
              if (route.overload) {
                const o = route.overload;
                rows.push([
                  `  at ${o.askedRate}/s: 503 share, served p99, /healthz answered`,
                  `${(o.share503 * 100).toFixed(1)} %, ${o.servedP99Ms ?? '–'} ms, ${o.healthz.answered}/${o.healthz.polls}`,
                ]);
              }
            }
            rows.push(['Load: whole run', `${r.runSeconds} s (reports/load.md, load.svg, load.json)`]);
            if (r.routes.some((route) => route.failure)) failures += 1;
            break;
          }
          case 'drift': {
            const { benchDrift, TARGET_MS } = await import('./drift.bench');
            const r = await benchDrift(await baseUrl());
            results.drift = r;
            const line = (s: typeof r.all) =>
              `p50 ${s.p50Ms} / p99 ${s.p99Ms} / max ${s.maxMs} ms (${s.withinTarget} of ${s.count} within ±${TARGET_MS} ms)`;
            rows.push([
              `Phase change vs deadline, all (${r.exercises} exercises, ${r.level}, ${Math.round(r.wallMs / 60_000)} min)`,
              line(r.all),
            ]);
            rows.push(['  … while the tab was in front', line(r.visible)]);
            rows.push(['  … while the tab was hidden', line(r.hidden)]);
            break;
          }
        }
      } catch (error) {
        failures += 1;
        results[name] = { error: (error as Error).message };
        rows.push([name, `failed: ${(error as Error).message.split('\n')[0]}`]);
      }
    }
  } finally {
    await app?.stop();
  }

  const width = Math.max('benchmark'.length, ...rows.map(([label]) => label.length));
  console.log(`\n${'benchmark'.padEnd(width)}  result`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(12)}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  const out = path.resolve(import.meta.dirname, '../../reports/bench.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to reports/bench.json`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
