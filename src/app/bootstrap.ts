import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Mailer } from '../modules/accounts';
import { CoreTokens, type Clock } from '../shared/kernel';
import type { Config } from './config';
import { buildContainer } from './container';
import { openDatabase, type OpenDatabaseOptions } from './database/database';
import { createHttpApp } from './http/create-http-app';
import { createAppServer } from './http/http-server';
import { withLivenessFastPath } from './http/liveness-fast-path';
import { PgBossEventBus } from './jobs/pg-boss-event-bus';
import { PgBossJobQueue } from './jobs/pg-boss-job-queue';
import { createLogger } from './logger';
import { createObservability } from './observability/create-observability';

export { DRAIN_TIMEOUT_MS } from './http/http-server';

export interface RunningApp {
  url: string;
  port: number;
  logger: Logger;
  /**
   * What SIGTERM does, the way orchestrators expect: /readyz answers 503 at once
   * while requests are still accepted and served for `graceMs` (default
   * SHUTDOWN_GRACE_MS), so a load balancer stops routing here first; then as
   * `stop()`. Requests still waiting in the listen backlog are served instead
   * of reset.
   */
  shutdown(options?: { graceMs?: number }): Promise<void>;
  /**
   * Stops accepting at once (ending a running `shutdown`'s grace period),
   * drains in-flight requests (10 s at most), lets running jobs finish (10 s at
   * most), closes the pools and the embedded database. Idempotent.
   */
  stop(): Promise<void>;
  /** Runs a scheduled job's work now, in this process, as its next tick would (for tests that move the clock). */
  runScheduledJob(queue: string): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  clock?: Clock;
  /** For tests: where the app's e-mails go instead of the configured mailer (to read what was sent). */
  mailer?: Mailer;
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
    readDatabaseUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
    logger,
    embeddedPort: config.embeddedPgPort,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    queryTimeoutMs: config.reliability.databaseQueryTimeoutMs,
    ...options.database,
  });
  const jobs = new PgBossJobQueue({ connectionString: database.connectionString, logger });
  const events = new PgBossEventBus(jobs);
  const observability = createObservability({
    overload: config.overload,
    metricsToken: config.metricsToken,
    knex: database.knex,
    jobQueueCounts: () => jobs.queueCounts(),
    logger,
  });
  let draining = false;
  try {
    const container = buildContainer({
      config,
      logger,
      knex: database.knex,
      readKnex: database.readKnex,
      jobs,
      events,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
    });
    // Subscriptions exist before the first request can record an event.
    for (const subscriber of container.isBound(CoreTokens.EventSubscribers) ? container.getAll(CoreTokens.EventSubscribers) : []) {
      events.subscribe(subscriber);
    }
    const scheduledJobs = container.isBound(CoreTokens.ScheduledJobs) ? container.getAll(CoreTokens.ScheduledJobs) : [];
    for (const job of scheduledJobs) {
      jobs.work(job.queue, () => job.run());
      jobs.schedule(job.queue, job.cron);
    }
    // Modules are built with their routes, and declare their own queues then (the Stripe webhooks'): before the queue starts.
    const routes = container.isBound(CoreTokens.HttpRoutes) ? container.getAll(CoreTokens.HttpRoutes) : [];
    await jobs.start();
    const app = createHttpApp({
      logger,
      production: config.nodeEnv === 'production',
      webDistDir: config.webDistDir,
      publicOrigin: config.publicOrigin,
      trustProxy: config.trustProxy,
      routes,
      isReady: async () => !draining && (await database.isReady()),
      edge: observability,
    });
    const { reliability } = config;
    const http = createAppServer(
      withLivenessFastPath(app),
      {
        requestTimeoutMs: reliability.httpRequestTimeoutMs,
        headersTimeoutMs: reliability.httpHeadersTimeoutMs,
        keepAliveTimeoutMs: reliability.httpKeepAliveTimeoutMs,
      },
      logger,
    );
    const server = http.server;
    await listen(server, config.port, config.host);
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    logger.info({ url }, 'TravelFit is listening');

    const graceCut = new AbortController();
    let stopping: Promise<void> | undefined;
    const shutdown = ({ graceMs = reliability.shutdownGraceMs }: { graceMs?: number } = {}) =>
      (stopping ??= (async () => {
        draining = true;
        http.startDraining();
        if (graceMs > 0) {
          logger.info({ graceMs }, 'draining: /readyz answers 503, requests are still served until the grace period ends');
          await sleep(graceMs, undefined, { signal: graceCut.signal }).catch(() => undefined);
        }
        await http.close();
        await jobs.stop();
        observability.stop();
        await database.stop();
        logger.info('stopped');
      })());
    const stop = () => {
      graceCut.abort();
      return shutdown({ graceMs: 0 });
    };
    const runScheduledJob = async (queue: string) => {
      const job = scheduledJobs.find((candidate) => candidate.queue === queue);
      if (!job) throw new Error(`No scheduled job works the queue ${queue}`);
      await job.run();
    };
    return { url, port, logger, shutdown, stop, runScheduledJob };
  } catch (err) {
    observability.stop();
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
