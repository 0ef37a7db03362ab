import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { provisionDatabase } from '../database/database';
import { createLogger } from '../logger';
import { RestartBackoff } from './restart-backoff';

/** What a worker tells the primary once it serves requests. */
export interface WorkerReady {
  kind: 'travelfit.worker-ready';
  url: string;
}

const WORKER_ENTRY = path.join(import.meta.dirname, 'cluster-worker.ts');

/**
 * `npm run start:cluster -- --workers N` (docs/adr/0050): the primary
 * provisions the database once (starts the embedded PostgreSQL when there is
 * no DATABASE_URL, migrates and seeds), then forks `workers` workers that each
 * run the whole app on the same port (Node's cluster shares the listening
 * socket). Everything they must agree on lives in PostgreSQL. A worker that
 * dies is replaced after a backoff; SIGTERM and SIGINT are forwarded to every
 * worker, which drains as `npm start` does, and the primary exits when the
 * last one has (stopping the embedded PostgreSQL it started).
 */
export async function runClusterPrimary(config: Config, workers: number): Promise<void> {
  const logger = createLogger(config).child({ role: 'cluster-primary' });
  const database = await provisionDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    embeddedPort: config.embeddedPgPort,
  });
  cluster.setupPrimary({ exec: WORKER_ENTRY });
  const workerEnv = { DATABASE_URL: database.connectionString };
  const backoff = new RestartBackoff();
  const restarts = new Set<NodeJS.Timeout>();
  const startedAt = new Map<Worker, number>();
  let stopping: NodeJS.Signals | undefined;
  let failedExits = 0;

  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
    return worker;
  };
  const ready = announceWhenAllReady(logger, workers);

  cluster.on('message', (worker, message: Partial<WorkerReady>) => {
    if (message?.kind !== 'travelfit.worker-ready' || typeof message.url !== 'string') return;
    logger.info({ workerPid: worker.process.pid, url: message.url }, 'cluster worker ready');
    ready(message.url);
  });
  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failedExits += 1;
      logger.info({ workerPid: worker.process.pid, code, signal }, 'cluster worker stopped');
      if (Object.keys(cluster.workers ?? {}).length === 0) void finish();
      return;
    }
    const restartInMs = backoff.delayAfterDeath(Date.now());
    logger.error({ workerPid: worker.process.pid, code, signal, livedMs, restartInMs }, 'cluster worker died; restarting it');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, restartInMs);
    restarts.add(timer);
  });

  let finishing: Promise<void> | undefined;
  const finish = () =>
    (finishing ??= (async () => {
      await database.stop();
      logger.info('cluster stopped');
      process.exit(failedExits === 0 ? 0 : 1);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal (or Ctrl+C after SIGTERM) is forwarded too: the workers then stop at once.
      stopping = signal;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      logger.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'cluster shutting down');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) void finish();
    });
  }

  logger.info({ workers }, 'cluster starting');
  for (let n = 0; n < workers; n += 1) fork();
}

/** Prints the ready line once, when the first `workers` workers serve (restarted ones are only logged). */
function announceWhenAllReady(logger: Logger, workers: number): (url: string) => void {
  let count = 0;
  return (url) => {
    count += 1;
    if (count !== workers) return;
    logger.info({ url, workers }, 'cluster ready');
    console.log(`TravelFit is ready at ${url} (${workers} workers)`);
  };
}
