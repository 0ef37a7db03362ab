import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createKnex } from '../../src/app/database/knex';
import { startBenchPostgres, type BenchPostgres } from './bench-postgres';
import { parseLoadOptions, type LoadOptions } from './load/load-options';
import {
  halfRate,
  otherStatuses,
  overloadRate,
  renderMarkdown,
  renderSvg,
  shareOf,
  type LoadReport,
  type OverloadFigures,
  type RouteFigures,
  type SideFigures,
} from './load/load-report';
import { loadRoutes, P99_TARGET_MS, ROUTE_NAMES, type BaselineServer, type LoadRoute } from './load/load-routes';
import { pollHealth, runLoad, servedP99, type RunResult } from './load/measure';
import { startService, type Service } from './load/processes';
import { loadScale, prepareSignedIn, seedPopulation } from './load/seed';

const root = path.resolve(import.meta.dirname, '../..');
const reportsDir = path.join(root, 'reports');
/** Travellers the benchmark signs in as, in turn (registered, Pro, with trips). */
const SIGNED_IN = 1_000;
/** Answers of the expected status below this share make a run worthless: it measured refusals. */
const EXPECTED_SHARE = 0.99;
const WARM_UP_SECONDS = 2;
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
  try {
    const knex = createKnex(database.url, { statementTimeoutMs: 0, poolMax: 1, poolMin: 0, connectTimeoutMs: 30_000 });
    const signedIn = Math.min(SIGNED_IN, scale.registered);
    const { tokens } = await prepareSignedIn(knex, signedIn).finally(() => knex.destroy());

    const logs = path.join(database.root, 'logs');
    await mkdir(logs, { recursive: true });
    log('starting the app and the baselines…');
    const app = await startService({
      name: 'app',
      script: 'src/main.ts',
      // As `npm start` runs it in production (without its build step: the API needs no web build).
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
        // Required in production; nothing the benchmark does sends mail.
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_DIR: path.join(database.root, 'app-data'),
        LOG_LEVEL: '',
        SHUTDOWN_GRACE_MS: '0',
        UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
      },
      readyPath: '/readyz',
      logFile: path.join(logs, 'app.log'),
    });
    services.push(app);
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
    for (const route of routes) {
      figures.push(await measureRoute(route, app, route.baseline && baselines[route.baseline.server], options));
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
      options: { seconds: options.seconds, connections: options.connections, overloadConnections: overloadConnections(options) },
      commit: commit(),
      routes: figures,
    };
    await writeReports(report);
    return report;
  } finally {
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
    const knex = createKnex(database.url, { statementTimeoutMs: 0, poolMax: 1, poolMin: 0, connectTimeoutMs: 30_000 });
    const seedStarted = performance.now();
    await seedPopulation(knex, scale, log).finally(() => knex.destroy());
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    log(`seeded in ${seedSeconds} s`);
    if (marker) await writeFile(marker, JSON.stringify({ ...scale, seedSeconds, at: new Date().toISOString() }));
    return { database, seedSeconds };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

const overloadConnections = (options: LoadOptions) => options.connections * OVERLOAD_CONNECTIONS_PER_CONNECTION;

/** The app beside its baseline (full speed, then half of it), then the app at twice its full speed. */
async function measureRoute(route: LoadRoute, app: Service, baseline: Service | undefined, options: LoadOptions): Promise<RouteFigures> {
  const figures: RouteFigures = {
    name: route.name,
    title: route.title,
    kind: route.kind,
    p99TargetMs: P99_TARGET_MS[route.kind],
    ...(route.baseline ? { baseline: { name: route.baseline.name, ratioTarget: route.baseline.ratioTarget } } : {}),
  };
  try {
    figures.app = await measureSide(`${route.name}: app`, app.url, route, options);
    if (baseline && figures.baseline)
      figures.baseline.figures = await measureSide(`${route.name}: ${baseline.name}`, baseline.url, route, options);
    figures.overload = await measureOverload(route, app, figures.app.max.rps, options);
  } catch (error) {
    figures.failure = (error as Error).message;
    console.error(`  load: ${route.name} FAILED: ${figures.failure}`);
    console.error(await app.tail());
  }
  return figures;
}

async function measureSide(label: string, url: string, route: LoadRoute, options: LoadOptions): Promise<SideFigures> {
  const run = async (what: string, seconds: number, rate?: number) => {
    log(`${label}, ${what}…`);
    const result = await runLoad(url, route.requests(), {
      connections: options.connections,
      seconds,
      expected: [200],
      ...(rate === undefined ? {} : { rate }),
    });
    return expectServed(label, result);
  };
  await run('warm-up', Math.min(WARM_UP_SECONDS, options.seconds));
  const max = await run('full speed', options.seconds);
  const half = await run(`at ${halfRate(max.figures.rps)}/s`, options.seconds, halfRate(max.figures.rps));
  return { max: max.figures, half: half.figures };
}

/**
 * Fails the route when fewer than 99 % of the answers were 200 (a run of 401s
 * measures nothing), or when nothing was answered within the run.
 */
function expectServed(label: string, result: RunResult): RunResult {
  const { statuses, errors, timeouts, seconds } = result.figures;
  if (result.served.length === 0 && errors + timeouts === 0 && shareOf(statuses, [200]) === 0 && Object.keys(statuses).length === 0) {
    throw new Error(`${label}: no answer within the run's ${seconds} s (each request took longer than that)`);
  }
  if (shareOf(statuses, [200]) < EXPECTED_SHARE || errors + timeouts > 0.01 * (result.served.length + 1)) {
    throw new Error(
      `${label}: expected 200 for at least ${EXPECTED_SHARE * 100} % of the answers; got ` +
        `${result.served.length} × 200, ${otherStatuses(statuses, [200]) || 'nothing else'}, ${errors} errors, ${timeouts} timeouts`,
    );
  }
  return result;
}

async function measureOverload(route: LoadRoute, app: Service, maxRps: number, options: LoadOptions): Promise<OverloadFigures> {
  const rate = overloadRate(maxRps);
  log(`${route.name}: app at ${rate}/s (twice its full speed), ${overloadConnections(options)} connections…`);
  const health = pollHealth(`${app.url}/healthz`);
  const result = await runLoad(app.url, route.requests(), {
    connections: overloadConnections(options),
    seconds: options.seconds,
    rate,
    expected: [200],
  });
  const healthz = await health.stop();
  await recovered(app);
  return {
    ...result.figures,
    share503: shareOf(result.figures.statuses, [503]),
    servedP99Ms: servedP99(result.served),
    healthz,
  };
}

/** Waits until the app answers /readyz again and its queues have drained, so the next route starts on a quiet app. */
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
