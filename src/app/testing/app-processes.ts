import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** How long a process may take to answer /readyz 200 on a busy machine. */
const READY_TIMEOUT_MS = 60_000;
/** How long `stop()` waits for a process to exit after SIGINT before killing it. */
const STOP_TIMEOUT_MS = 15_000;

/** One app process as production runs it (`node --import tsx src/main.ts`, or a cluster's primary). */
export interface AppProcess {
  /** e.g. `http://127.0.0.1:41234`, without a trailing slash. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far (for assertion messages). */
  output(): string;
}

export interface AppProcesses {
  /** Each process's own URL, in the order of `processes`. */
  urls: string[];
  /** A round-robin proxy in front of all of them, when asked for (`proxy: true`). */
  proxyUrl: string | undefined;
  processes: AppProcess[];
  /** The DATA_DIR they share (uploads), as replicas share a volume. */
  dataDir: string;
  /** Sends `signal` to process `index` (SIGTERM drains, SIGKILL crashes, SIGINT stops at once). */
  kill(index: number, signal?: NodeJS.Signals): void;
  /** Stops every process still running (SIGINT, then SIGKILL after 15 s) and the proxy; removes the DATA_DIR. Idempotent. */
  stop(): Promise<void>;
}

export interface AppProcessesOptions {
  /** How many app processes. */
  count: number;
  /** The PostgreSQL they all use (a test's `useTestDatabase().url`). */
  databaseUrl: string;
  /** Extra environment for every process, over the defaults (NODE_ENV=test, LOG_LEVEL=warn, PORT=0). */
  env?: Record<string, string>;
  /** Also start a round-robin HTTP proxy in front of them (`proxyUrl`). */
  proxy?: boolean;
  /** The entry each process runs, with its arguments: `src/main.ts` (`npm start`) unless told (`src/cluster.ts`, `--workers`, `2`). */
  entry?: string[];
}

/**
 * Starts `count` real app processes on one PostgreSQL, in parallel, and waits
 * until each answers /readyz 200: the way several replicas behind a load
 * balancer run. Each listens on a port of its own (PORT=0). They migrate the
 * database concurrently at start, as replicas do (migrations take turns on an
 * advisory lock). Only tests import this folder.
 */
export async function startAppProcesses(options: AppProcessesOptions): Promise<AppProcesses> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'travelfit-processes-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    ...options.env,
  };
  const entry = options.entry ?? ['src/main.ts'];
  const starting = Array.from({ length: options.count }, () => startAppProcess(env, entry));
  const settled = await Promise.allSettled(starting.map((started) => started.ready));
  let proxy: Server | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(starting.map((started) => stopProcess(started.process)));
      if (proxy) await new Promise<void>((resolve) => proxy!.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    })());
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const processes = starting.map((started) => started.process);
  const urls = processes.map((started) => started.url);
  let proxyUrl: string | undefined;
  if (options.proxy) {
    proxy = await startRoundRobinProxy(urls);
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }
  return {
    urls,
    proxyUrl,
    processes,
    dataDir,
    kill(index, signal = 'SIGTERM') {
      const target = processes[index];
      if (!target) throw new Error(`There is no app process ${index} (of ${processes.length})`);
      target.child.kill(signal);
    },
    stop,
  };
}

interface StartingProcess {
  process: AppProcess;
  ready: Promise<void>;
}

function startAppProcess(env: NodeJS.ProcessEnv, entry: string[]): StartingProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const appProcess: AppProcess = { url: '', child, exited, output: () => output };
  const ready = (async () => {
    const url = await new Promise<string>((resolve, reject) => {
      const look = () => {
        const match = /TravelFit is ready at (http:\/\/[^\s/]+)/.exec(output);
        if (match?.[1]) {
          child.stdout.off('data', look);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', look);
      void exited.then((code) => reject(new Error(`An app process exited (${code}) before it was ready:\n${output}`)));
    });
    appProcess.url = url;
    await waitUntilReady(url, exited, () => output);
  })();
  return { process: appProcess, ready };
}

/** Polls /readyz until it answers 200; the process listening is not enough (its database may not be reachable yet). */
async function waitUntilReady(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline && !gone) {
    const status = await fetch(`${url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(50);
  }
  throw new Error(`The app process at ${url} was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

async function stopProcess(target: AppProcess): Promise<void> {
  const { child } = target;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await target.exited;
  clearTimeout(timer);
}

/**
 * A tiny round-robin reverse proxy: each request goes to the next process in
 * turn, as a load balancer spreads traffic over replicas. A process that
 * cannot be reached answers 502.
 */
async function startRoundRobinProxy(urls: string[]): Promise<Server> {
  let next = 0;
  const proxy = createServer((req, res) => {
    const target = new URL(req.url ?? '/', urls[next++ % urls.length]);
    const forwarded = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}
