import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { CoreTokens, type Clock } from '../shared/kernel';
import type { Config } from './config';
import { buildContainer } from './container';
import { isDatabaseReady, openDatabase, type OpenDatabaseOptions } from './database/database';
import { createHttpApp } from './http/create-http-app';
import { PgBossEventBus } from './jobs/pg-boss-event-bus';
import { PgBossJobQueue } from './jobs/pg-boss-job-queue';
import { createLogger } from './logger';

/** How long SIGTERM waits for in-flight requests before closing them. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface RunningApp {
  url: string;
  port: number;
  logger: Logger;
  /**
   * Stops accepting, drains in-flight requests (10 s at most), lets running jobs
   * finish (10 s at most), closes the pools and the embedded database.
   */
  stop(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  clock?: Clock;
  /**
   * For tests: a database cloned from a migrated template needs no migration
   * (`migrate: false`), and a busy test machine may take longer than
   * production's fail-fast second to hand out a connection.
   */
  database?: Pick<OpenDatabaseOptions, 'migrate' | 'connectTimeoutMs'>;
}

/** Starts the whole app: database (embedded unless DATABASE_URL), container, job queue, HTTP server. */
export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    embeddedPort: config.embeddedPgPort,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    ...options.database,
  });
  const jobs = new PgBossJobQueue({ connectionString: database.connectionString, logger });
  const events = new PgBossEventBus(jobs);
  let draining = false;
  try {
    const container = buildContainer({
      config,
      logger,
      knex: database.knex,
      jobs,
      events,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    // Subscriptions exist before the first request can record an event.
    for (const subscriber of container.isBound(CoreTokens.EventSubscribers) ? container.getAll(CoreTokens.EventSubscribers) : []) {
      events.subscribe(subscriber);
    }
    for (const job of container.isBound(CoreTokens.ScheduledJobs) ? container.getAll(CoreTokens.ScheduledJobs) : []) {
      jobs.work(job.queue, () => job.run());
      jobs.schedule(job.queue, job.cron);
    }
    await jobs.start();
    const app = createHttpApp({
      logger,
      production: config.nodeEnv === 'production',
      webDistDir: config.webDistDir,
      trustProxy: config.trustProxy,
      routes: container.isBound(CoreTokens.HttpRoutes) ? container.getAll(CoreTokens.HttpRoutes) : [],
      isReady: async () => !draining && (await isDatabaseReady(database.knex)),
    });
    const server = createServer(app);
    server.keepAliveTimeout = 5_000;
    await listen(server, config.port, config.host);
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    logger.info({ url }, 'TravelFit is listening');

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        draining = true;
        await drain(server, logger);
        await jobs.stop();
        await database.stop();
        logger.info('stopped');
      })());
    return { url, port, logger, stop };
  } catch (err) {
    await jobs.stop();
    await database.stop();
    throw err;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function drain(server: Server, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    logger.warn('drain timeout: closing open connections');
    server.closeAllConnections();
  }, DRAIN_TIMEOUT_MS);
  await closed;
  clearTimeout(timer);
}
