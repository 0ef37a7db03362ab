import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startTestPostgres } from '../../src/app/database/testing/test-postgres';
import { DEFAULT_LOAD_OPTIONS } from './load/load-options';
import { cropped, summarise, summaryText, type CpuProfile, type ProfileSummary } from './cpu-profile';
import { freePort } from './free-port';
import { postJson, registeredTraveller } from './trial-traveller';

/** The load: 32 connections from one autocannon. */
const CONNECTIONS = 32;
/** Seconds of each measured run (`FLAME_SECONDS`). `FLAME_ROUTE=trivial` (or `profile`) runs one route. */
const SECONDS = Number(process.env.FLAME_SECONDS ?? 10);
/** Seconds at full speed before them (`FLAME_WARM_UP`), as the load benchmark's: the profile of a steady state, not of V8 compiling (docs/adr/0062). */
const WARM_UP_SECONDS = Number(process.env.FLAME_WARM_UP ?? DEFAULT_LOAD_OPTIONS.warmUpSeconds);
const WORKOUTS = 8;

const root = path.resolve(import.meta.dirname, '../..');
const reportDir = path.join(root, 'reports', 'flame');

interface Route {
  name: string;
  path: string;
  /** What `/api/profile` needs: the signed-in traveller's bearer token. */
  signedIn: boolean;
}

export const FLAME_ROUTES: readonly Route[] = [
  { name: 'trivial', path: '/healthz', signedIn: false },
  { name: 'profile', path: '/api/profile', signedIn: true },
];

export interface LoadFigures {
  /** Requests per second, `CONNECTIONS` connections as fast as answered. */
  maxPerSecond: number;
  /**
   * The server process's CPU time (user + system) per request during that
   * run, less what it uses idle (the app's background jobs): unlike the rate,
   * it moves little when other work shares the machine.
   */
  cpuMicrosPerRequest: number;
  /** At half of that rate. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
}

export interface FlameRoute {
  route: string;
  path: string;
  app: LoadFigures;
  baseline: LoadFigures & { kind: string };
  /** App max over baseline max. */
  ratio: number;
  /** Baseline CPU per request over the app's: the ratio of their full speeds on an otherwise idle machine. */
  cpuRatio: number;
  profile: string;
  summary: ProfileSummary;
}

/**
 * `npm run bench -- flame`: where the time of a request goes. For each route
 * (a trivial one, `/healthz`; the profile read, `GET /api/profile` of a
 * signed-in traveller with a few workouts), the app runs as its own process
 * with `node --cpu-prof` as production runs it (NODE_ENV=production, its log
 * level, logs to a file) on a test database, autocannon drives it at full
 * speed and then at half that rate, and the same for the baseline in the same
 * run (a bare `node:http` answer on /healthz; the profile read's SQL through raw `pg`,
 * load/raw-pg-server.ts, the load benchmark's baseline too). The profile, cut to the full-speed run, is
 * written to reports/flame/<route>.cpuprofile (Chrome DevTools, speedscope)
 * with a summary by function and by package beside it (<route>.txt).
 */
export async function benchFlame(): Promise<FlameRoute[]> {
  await mkdir(reportDir, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'travelfit-flame-'));
  const postgres = await startTestPostgres();
  let baseline: Started | undefined;
  try {
    const database = await postgres.createDatabase();
    const baselinePort = await freePort();
    baseline = await startProcess(
      [path.join(import.meta.dirname, 'load', 'raw-pg-server.ts')],
      { DATABASE_URL: database.url, PORT: String(baselinePort) },
      path.join(work, 'baseline.log'),
    );
    await waitFor(`http://127.0.0.1:${baselinePort}/healthz`);
    let token: string | undefined;
    const results: FlameRoute[] = [];
    const only = process.env.FLAME_ROUTE;
    for (const route of FLAME_ROUTES.filter((candidate) => !only || candidate.name === only)) {
      const profileDir = path.join(work, route.name);
      const port = await freePort();
      const app = await startProcess(
        ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'src', 'main.ts')],
        {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
          // Required in production; nothing here sends mail.
          SMTP_URL: 'smtp://127.0.0.1:2525',
          BILLING: 'off',
        },
        path.join(work, `${route.name}.log`),
      );
      let window: { from: number; to: number };
      let appFigures: LoadFigures;
      let baselineFigures: LoadFigures;
      let appIdleMicrosPerSecond = 0;
      const appUrl = `http://127.0.0.1:${port}`;
      try {
        await waitFor(`${appUrl}/readyz`);
        token ??= await signedInTraveller(appUrl);
        const headers = route.signedIn ? { authorization: `Bearer ${token}` } : undefined;
        const target = (base: string) => ({ url: `${base}${route.path}`, headers });
        log(`${route.name}: warming up`);
        await load(target(appUrl), WARM_UP_SECONDS, app);
        await load(target(`http://127.0.0.1:${baselinePort}`), WARM_UP_SECONDS, baseline);
        log(`${route.name}: idle CPU use`);
        appIdleMicrosPerSecond = await idleCpu(app.pid, Math.ceil(SECONDS / 2));
        const appServer = { pid: app.pid, idleCpuMicrosPerSecond: appIdleMicrosPerSecond };
        const baselineServer = { pid: baseline.pid, idleCpuMicrosPerSecond: await idleCpu(baseline.pid, Math.ceil(SECONDS / 2)) };
        log(`${route.name}: full speed, app then baseline`);
        const from = hrMicros();
        const appMax = await load(target(appUrl), SECONDS, appServer);
        window = { from, to: hrMicros() };
        const baselineMax = await load(target(`http://127.0.0.1:${baselinePort}`), SECONDS, baselineServer);
        log(`${route.name}: at half of each one's full speed`);
        const appHalf = await load(target(appUrl), SECONDS, appServer, appMax.perSecond / 2);
        const baselineHalf = await load(target(`http://127.0.0.1:${baselinePort}`), SECONDS, baselineServer, baselineMax.perSecond / 2);
        appFigures = figures(appMax, appHalf);
        baselineFigures = figures(baselineMax, baselineHalf);
      } finally {
        await app.stop('SIGINT');
      }
      const written = (await readdir(profileDir)).filter((file) => file.endsWith('.cpuprofile'));
      if (written.length !== 1) throw new Error(`expected one .cpuprofile in ${profileDir}, found ${written.length}`);
      const whole = JSON.parse(await readFile(path.join(profileDir, written[0]!), 'utf8')) as CpuProfile;
      const profile = cropped(whole, window.from, window.to);
      const summary = summarise(profile);
      const profilePath = path.join(reportDir, `${route.name}.cpuprofile`);
      await writeFile(profilePath, JSON.stringify(profile));
      const ratio = Math.round((100 * appFigures.maxPerSecond) / baselineFigures.maxPerSecond) / 100;
      const cpuRatio = Math.round((100 * baselineFigures.cpuMicrosPerRequest) / appFigures.cpuMicrosPerRequest) / 100;
      const idle = `app idle: ${Math.round(appIdleMicrosPerSecond / 1000)} ms of CPU a second, subtracted`;
      const heading = [
        `${route.name}: GET ${route.path}, ${CONNECTIONS} connections, ${SECONDS} s at full speed (${new Date().toISOString()})`,
        `app ${appFigures.maxPerSecond} req/s, baseline ${baselineFigures.maxPerSecond} req/s: ${ratio}×`,
        `CPU per request: app ${appFigures.cpuMicrosPerRequest} µs, baseline ${baselineFigures.cpuMicrosPerRequest} µs: ${cpuRatio}× (${idle})`,
        `at half of full speed: app p50 ${appFigures.p50Ms} / p99 ${appFigures.p99Ms} ms at ${appFigures.rate} req/s; ` +
          `baseline p50 ${baselineFigures.p50Ms} / p99 ${baselineFigures.p99Ms} ms at ${baselineFigures.rate} req/s`,
      ].join('\n');
      const text = summaryText(heading, summary);
      await writeFile(path.join(reportDir, `${route.name}.txt`), text);
      console.log(`\n${text}`);
      results.push({
        route: route.name,
        path: route.path,
        app: appFigures,
        baseline: { ...baselineFigures, kind: route.signedIn ? 'the same SQL through raw pg' : 'bare node:http' },
        ratio,
        cpuRatio,
        profile: path.relative(root, profilePath),
        summary,
      });
    }
    return results;
  } finally {
    await baseline?.stop('SIGTERM');
    await postgres.stop();
    await rm(work, { recursive: true, force: true });
  }
}

function log(message: string): void {
  console.log(`  flame: ${message}`);
}

const hrMicros = () => Number(process.hrtime.bigint() / 1000n);

interface Run {
  perSecond: number;
  cpuMicrosPerRequest: number;
  p50Ms: number;
  p99Ms: number;
}

/** CPU time a server uses a second while nothing calls it (the app's job queue polls and maintains itself). */
async function idleCpu(pid: number, seconds: number): Promise<number> {
  const before = await cpuMicros(pid);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return ((await cpuMicros(pid)) - before) / seconds;
}

/** User + system CPU time a process has used so far, in microseconds (Linux: /proc, 100 ticks a second). */
async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return (utime! + stime!) * 10_000;
}

/** One autocannon run against the server process `pid`; fails on any answer but 200 (a 401 would measure the wrong thing). */
async function load(
  target: { url: string; headers: Record<string, string> | undefined },
  seconds: number,
  server: { pid: number; idleCpuMicrosPerSecond?: number },
  rate?: number,
): Promise<Run> {
  const { pid, idleCpuMicrosPerSecond = 0 } = server;
  const cpuBefore = await cpuMicros(pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(rate ? { overallRate: Math.max(1, Math.round(rate)) } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${target.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const busyCpu = (await cpuMicros(pid)) - cpuBefore - idleCpuMicrosPerSecond * result.duration;
  const cpuMicrosPerRequest = Math.max(0, busyCpu) / result.requests.total;
  return {
    perSecond: Math.round(result.requests.total / result.duration),
    cpuMicrosPerRequest: Math.round(cpuMicrosPerRequest),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

const figures = (max: Run, half: Run): LoadFigures => ({
  maxPerSecond: max.perSecond,
  cpuMicrosPerRequest: max.cpuMicrosPerRequest,
  rate: Math.round(max.perSecond / 2),
  p50Ms: half.p50Ms,
  p99Ms: half.p99Ms,
});

interface Started {
  pid: number;
  stop(signal: 'SIGINT' | 'SIGTERM'): Promise<void>;
}

/** A Node process running TypeScript (tsx), its output to `logFile`. */
async function startProcess(args: string[], env: Record<string, string>, logFile: string): Promise<Started> {
  const output = createWriteStream(logFile);
  await once(output, 'open');
  // The production log level: whatever this shell set is not passed on.
  const { LOG_LEVEL: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', output, output],
  });
  const exited = once(child, 'exit');
  if (child.pid === undefined) throw new Error(`${args.at(-1)} did not start`);
  return {
    pid: child.pid,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
      output.end();
    },
  };
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within 120 s`);
}

/** A registered traveller with a few workouts behind them (points, a streak, recent sessions): their bearer token. */
async function signedInTraveller(baseUrl: string): Promise<string> {
  const token = await registeredTraveller(baseUrl, 'Flame');
  for (let i = 0; i < WORKOUTS; i += 1) {
    await postJson(
      `${baseUrl}/api/session/complete`,
      { name: `Hotel room ${i + 1}`, durationMin: 10 + i, context: 'hotel', city: 'Lisbon', country: 'Portugal' },
      token,
    );
  }
  return token;
}
