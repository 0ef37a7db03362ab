import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex } from '../../src/app/database/knex';
import { startBenchPostgres, type BenchPostgres } from './bench-postgres';
import { parseLoadOptions, type LoadOptions } from './load/load-options';
import {
  halfRate,
  medianRun,
  otherStatuses,
  overloadRate,
  renderMarkdown,
  renderSvg,
  shareOf,
  type LoadReport,
  type OverloadFigures,
  type RouteFigures,
  type RunFigures,
  type SideFigures,
} from './load/load-report';
import { loadRoutes, P99_TARGET_MS, ROUTE_NAMES, type BaselineServer, type LoadRoute } from './load/load-routes';
import { p99Of, pollHealth, runLoad, type RunResult } from './load/measure';
import { runPaced } from './load/paced';
import { startService, type Service } from './load/processes';
import { loadScale, prepareSignedIn, seedPopulation } from './load/seed';

const root = path.resolve(import.meta.dirname, '../..');
const reportsDir = path.join(root, 'reports');
/** Travellers the benchmark signs in as, in turn (registered, Pro, with trips). */
const SIGNED_IN = 1_000;
/** Answers of the expected status below this share make a run worthless: it measured refusals. */
const EXPECTED_SHARE = 0.99;
/** Above this share of shed requests (503) at full or half speed, a run measured the shedding, not the route. */
const MAX_SHED_SHARE = 0.5;
/** Full-speed runs of the app and of its baseline, in turn, of which each side's median counts. */
const SIDE_BY_SIDE_ROUNDS = 3;
/** How long the jobs of one run may take to be done before the next run (a stuck queue fails the route). */
const DRAIN_TIMEOUT_MS = 180_000;
/** Enough connections for twice the full speed to queue in the app instead of in autocannon. */
const OVERLOAD_CONNECTIONS_PER_CONNECTION = 8;

/**
 * `npm run bench -- load` (issue 16): the app under load beside its baselines,
 * on a PostgreSQL of its own seeded at a scale factor. See index.ts for the
 * options; writes reports/load.md, load.svg and load.json.
 */
export async function benchLoad(flags: readonly string[]): Promise<LoadReport> {
  const options = parseLoadOptions(flags, ROUTE_NAMES);
  const started = performance.now();
  const loadAtStart = os.loadavg();
  const scale = loadScale(options.scale);
  const { database, seedSeconds } = await seededDatabase(options, scale);
  const services: Service[] = [];
  // One connection for the benchmark's own statements: signing the travellers in, then watching the job queue.
  const knex = benchKnex(database.url);
  try {
    const signedIn = Math.min(SIGNED_IN, scale.registered);
    const { tokens } = await prepareSignedIn(knex, signedIn);

    const logs = path.join(database.root, 'logs');
    await mkdir(logs, { recursive: true });
    log('starting the app (twice: without and with load shedding) and the baselines…');
    // As `npm start` runs it in production (without its build step: the API needs no web build).
    const appEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
      // Required in production; nothing the benchmark does sends mail.
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: path.join(database.root, 'app-data'),
      LOG_LEVEL: '',
      SHUTDOWN_GRACE_MS: '0',
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
    };
    const startApp = (name: string, env: Record<string, string>) =>
      startService({
        name,
        script: 'src/main.ts',
        env: { ...appEnv, ...env },
        readyPath: '/readyz',
        logFile: path.join(logs, `${name}.log`),
      });
    // Capacity and latency without shedding (the baselines have none); the overload against the app as configured.
    const app = await startApp('app', { OVERLOAD_SHEDDING: 'false' });
    services.push(app);
    const shedding = await startApp('app-shedding', {});
    services.push(shedding);
    const baselines: Record<BaselineServer, Service> = {
      bare: await startService({
        name: 'bare node:http',
        script: 'scripts/bench/load/bare-server.ts',
        env: {},
        readyPath: '/healthz',
        logFile: path.join(logs, 'bare.log'),
      }),
      'raw-pg': await startService({
        name: 'raw pg',
        script: 'scripts/bench/load/raw-pg-server.ts',
        env: { DATABASE_URL: database.url },
        readyPath: '/healthz',
        logFile: path.join(logs, 'raw-pg.log'),
      }),
    };
    services.push(...Object.values(baselines));

    const routes = loadRoutes(tokens).filter((route) => options.routes?.includes(route.name) ?? true);
    const figures: RouteFigures[] = [];
    const quiet = (label: string) => jobsDrained(knex, label);
    for (const route of routes) {
      figures.push(await measureRoute(route, { app, shedding }, route.baseline && baselines[route.baseline.server], options, quiet));
    }
    const report: LoadReport = {
      at: new Date().toISOString(),
      machine: {
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        loadAverage: { start: loadAtStart, end: os.loadavg() },
      },
      scale: { ...scale, signedIn },
      seedSeconds,
      runSeconds: Math.round((performance.now() - started) / 1000),
      options: {
        seconds: options.seconds,
        warmUpSeconds: options.warmUpSeconds,
        connections: options.connections,
        overloadConnections: overloadConnections(options),
      },
      commit: commit(),
      routes: figures,
    };
    await writeReports(report);
    return report;
  } finally {
    await knex.destroy();
    for (const service of services.reverse()) await service.stop();
    await database.stop({ keep: options.keep });
  }
}

/** A database seeded at `scale`: a fresh one, or with `--keep` the one kept at that scale (seeded again if its seed never finished). */
async function seededDatabase(
  options: LoadOptions,
  scale: ReturnType<typeof loadScale>,
): Promise<{ database: BenchPostgres; seedSeconds: number | null }> {
  const kept = options.keep ? path.join(os.tmpdir(), 'travelfit-load-bench', `scale-${scale.factor}`) : undefined;
  const marker = kept && path.join(kept, 'seeded.json');
  if (kept && existsSync(kept) && !existsSync(marker!)) await rm(kept, { recursive: true, force: true });
  if (marker && existsSync(marker)) log(`reusing the database kept in ${kept} (${await readFile(marker, 'utf8')})`);
  const database = await startBenchPostgres('load', kept);
  if (marker && existsSync(marker)) return { database, seedSeconds: null };
  try {
    const knex = benchKnex(database.url);
    const seedStarted = performance.now();
    try {
      await seedPopulation(knex, scale, log);
    } finally {
      await knex.destroy();
    }
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    log(`seeded in ${seedSeconds} s`);
    if (marker) await writeFile(marker, JSON.stringify({ ...scale, seedSeconds, at: new Date().toISOString() }));
    return { database, seedSeconds };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/** A connection of the benchmark's own: no statement timeout (seeding takes minutes), patient on a busy machine. */
const benchKnex = (url: string): Knex => createKnex(url, { statementTimeoutMs: 0, poolMax: 1, poolMin: 0, connectTimeoutMs: 30_000 });

const overloadConnections = (options: LoadOptions) => options.connections * OVERLOAD_CONNECTIONS_PER_CONNECTION;

/** The app beside its baseline if it has one (full speed, then half of it), then the app at twice its full speed. */
async function measureRoute(
  route: LoadRoute,
  { app, shedding }: { app: Service; shedding: Service },
  baseline: Service | undefined,
  options: LoadOptions,
  quiet: Quiet,
): Promise<RouteFigures> {
  const figures: RouteFigures = {
    name: route.name,
    title: route.title,
    kind: route.kind,
    p99TargetMs: P99_TARGET_MS[route.kind],
    ...(route.baseline ? { baseline: { name: route.baseline.name, ratioTarget: route.baseline.ratioTarget } } : {}),
  };
  try {
    const appRuns = runnerOf(`${route.name}: app`, app.url, route, options, quiet);
    if (baseline && figures.baseline) {
      const both = await measureSideBySide(
        appRuns,
        runnerOf(`${route.name}: ${baseline.name}`, baseline.url, route, options, quiet),
        options,
      );
      figures.app = both.app;
      figures.baseline.figures = both.baseline;
    } else {
      figures.app = await measureSide(appRuns, options);
    }
    figures.overload = await measureOverload(route, shedding, figures.app.max.rps, options, quiet);
  } catch (error) {
    figures.failure = (error as Error).message;
    console.error(`  load: ${route.name} FAILED: ${figures.failure}`);
    // The app's warnings and errors, not its routine lines (a client hanging up at the end of a run).
    const problems = (await app.tail()).split('\n').filter((line) => !line.startsWith('{"level":30'));
    if (problems.length > 0) console.error(problems.join('\n'));
  }
  return figures;
}

/** Waits before a run until the app's jobs are done (`jobsDrained`). */
type Quiet = (label: string) => Promise<void>;

/**
 * Waits until the jobs a run queued (a write's events, handled in the app's
 * processes) are done, so the next run measures the route at its own rate with
 * its own jobs, not beside the backlog of a run at another rate.
 */
async function jobsDrained(knex: Knex, label: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const { rows } = await knex.raw<{ rows: { waiting: number }[] }>(
      `select count(*)::int as waiting from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    const waiting = rows[0]?.waiting ?? 0;
    if (waiting === 0) break;
    if (performance.now() - started > DRAIN_TIMEOUT_MS) {
      throw new Error(`${label}: ${waiting} jobs still waiting ${DRAIN_TIMEOUT_MS / 1000} s after the run that queued them`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const waited = performance.now() - started;
  if (waited >= 1_000) log(`${label}: waited ${(waited / 1000).toFixed(1)} s for the jobs of the last run`);
}

type Run = (what: string, seconds: number, rate?: number) => Promise<RunResult>;

/** Runs against one side of a route, each once the last one's jobs are done. */
function runnerOf(label: string, url: string, route: LoadRoute, options: LoadOptions, quiet: Quiet): Run {
  return async (what, seconds, rate) => {
    await quiet(label);
    log(`${label}, ${what}…`);
    const load = { connections: options.connections, seconds, expected: [200] };
    // Full speed is autocannon's closed loop; a rate is kept by our own paced sender (paced.ts says why).
    const result =
      rate === undefined ? await runLoad(url, route.requests(), load) : await runPaced(url, route.requests(), { ...load, rate });
    return expectServed(label, result);
  };
}

/** The app alone: warmed up, at full speed, then at half of it. */
async function measureSide(run: Run, options: LoadOptions): Promise<SideFigures> {
  await run('warm-up', options.warmUpSeconds);
  const max = await run('full speed', options.seconds);
  const half = await run(`at ${halfRate(max.figures.rps)}/s`, options.seconds, halfRate(max.figures.rps));
  return { max: max.figures, half: half.figures };
}

/**
 * The app and its baseline, both warmed up, then at full speed in turn
 * (`SIDE_BY_SIDE_ROUNDS` times each: whatever else the machine does falls on
 * both alike), each side's median round kept. Each side's half-speed run
 * follows its last round at once: after ten idle seconds the first seconds of
 * load were slow for both (a p99 of 40–55 ms against 7 ms).
 */
async function measureSideBySide(app: Run, baseline: Run, options: LoadOptions): Promise<{ app: SideFigures; baseline: SideFigures }> {
  await app('warm-up', options.warmUpSeconds);
  await baseline('warm-up', options.warmUpSeconds);
  const rounds: { app: RunFigures[]; baseline: RunFigures[] } = { app: [], baseline: [] };
  const side = async (run: Run, runs: RunFigures[]): Promise<SideFigures> => {
    const max = medianRun(runs);
    const half = await run(`at ${halfRate(max.rps)}/s`, options.seconds, halfRate(max.rps));
    return { max, half: half.figures, rounds: runs.map((figures) => figures.rps) };
  };
  for (let round = 1; round < SIDE_BY_SIDE_ROUNDS; round += 1) {
    const what = `full speed, round ${round} of ${SIDE_BY_SIDE_ROUNDS}`;
    rounds.app.push((await app(what, options.seconds)).figures);
    rounds.baseline.push((await baseline(what, options.seconds)).figures);
  }
  const last = `full speed, round ${SIDE_BY_SIDE_ROUNDS} of ${SIDE_BY_SIDE_ROUNDS}`;
  rounds.app.push((await app(last, options.seconds)).figures);
  const appFigures = await side(app, rounds.app);
  rounds.baseline.push((await baseline(last, options.seconds)).figures);
  return { app: appFigures, baseline: await side(baseline, rounds.baseline) };
}

/**
 * Fails the route when the answers were not what the route answers a signed-in
 * traveller: over 1 % of them neither 200 nor a shed request's 503 (a run of
 * 401s measures nothing), over half of them shed (the app turned the load
 * away: its throughput was not measured), or nothing answered within the run.
 */
function expectServed(label: string, result: RunResult): RunResult {
  const { statuses, errors, timeouts, seconds } = result.figures;
  const describe = () =>
    `got ${result.served.length} × 200, ${otherStatuses(statuses, [200]) || 'nothing else'}, ${errors} errors, ${timeouts} timeouts`;
  if (Object.keys(statuses).length === 0 && errors + timeouts === 0) {
    throw new Error(`${label}: no answer within the run's ${seconds} s (each request took longer than that)`);
  }
  if (shareOf(statuses, [200, 503]) < EXPECTED_SHARE || errors + timeouts > (1 - EXPECTED_SHARE) * (result.served.length + 1)) {
    throw new Error(`${label}: expected 200 (or a shed 503) for at least ${EXPECTED_SHARE * 100} % of the answers; ${describe()}`);
  }
  if (shareOf(statuses, [503]) > MAX_SHED_SHARE) {
    throw new Error(
      `${label}: the app shed over ${MAX_SHED_SHARE * 100} % of the requests (503), so its throughput was not measured; ${describe()}`,
    );
  }
  return result;
}

async function measureOverload(
  route: LoadRoute,
  app: Service,
  maxRps: number,
  options: LoadOptions,
  quiet: Quiet,
): Promise<OverloadFigures> {
  const rate = overloadRate(maxRps);
  log(`${route.name}: app at ${rate}/s (twice its full speed), ${overloadConnections(options)} connections…`);
  // Warmed at half speed first (the shedding app turns full speed partly away): this process has served nothing of the route yet.
  await runLoad(app.url, route.requests(), {
    connections: options.connections,
    seconds: options.warmUpSeconds,
    rate: halfRate(maxRps),
    expected: [200],
  });
  await quiet(`${route.name}: app`);
  const health = pollHealth(`${app.url}/healthz`);
  const result = await runLoad(app.url, route.requests(), {
    connections: overloadConnections(options),
    seconds: options.seconds,
    rate,
    expected: [200],
    checkRetryAfter: true,
  });
  const healthz = await health.stop();
  await recovered(app);
  return {
    ...result.figures,
    share503: shareOf(result.figures.statuses, [503]),
    servedP99Ms: p99Of(result.served),
    shedP99Ms: p99Of(result.shed),
    shedWithRetryAfter: result.shedWithRetryAfter,
    healthz,
  };
}

/** Waits until the app answers /readyz again, so the next route starts on a quiet app (its jobs: `quiet`). */
async function recovered(app: Service): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${app.url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

async function writeReports(report: LoadReport): Promise<void> {
  await mkdir(reportsDir, { recursive: true });
  await writeFile(path.join(reportsDir, 'load.md'), renderMarkdown(report));
  await writeFile(path.join(reportsDir, 'load.svg'), renderSvg(report));
  await writeFile(path.join(reportsDir, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
  log('written to reports/load.md, reports/load.svg and reports/load.json');
}

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'src', 'contracts'], { cwd: root, encoding: 'utf8' }).trim();
    return changed ? `${hash} with uncommitted changes` : hash;
  } catch {
    return 'unknown';
  }
}

const loggingSince = performance.now();
function log(message: string): void {
  console.log(`  load [${Math.round((performance.now() - loggingSince) / 1000)} s]: ${message}`);
}
