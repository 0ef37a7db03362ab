import type { Application, RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { OverloadConfig } from '../config';
import { sampleEventLoopDelay, type EventLoopDelay } from './event-loop-delay';
import { requestMetrics } from './http-metrics';
import { registerJobQueueMetrics, type QueueCounts } from './job-queue-metrics';
import { loadShedding } from './load-shedding';
import { mountMetricsRoute } from './metrics-route';
import { overloadDetector, type OverloadReason } from './overload-detector';
import { registerPoolMetrics } from './pool-metrics';
import { knexPool, watchPool, type PoolWatch } from './pool-watch';

export interface ObservabilityDeps {
  overload: OverloadConfig;
  /** `METRICS_TOKEN`: without it there are no metrics, and nothing is spent collecting them. */
  metricsToken: string | undefined;
  /** The app's query builder: its pool's use and waits are watched. */
  knex: Knex;
  /** The job queue's counts per queue. */
  jobQueueCounts: () => Promise<QueueCounts[]>;
  logger: Logger;
}

/** What the HTTP app mounts: handlers that run before any other, and the `/metrics` route. */
export interface Observability {
  first: RequestHandler[];
  mount(app: Application): void;
  stop(): void;
}

/**
 * Load shedding over the event loop's delay and the database pool's waits,
 * and metrics for Prometheus (docs/adr/0049). Each part exists only when
 * configured: with both off, nothing is sampled or counted.
 */
export function createObservability({ overload, metricsToken, knex, jobQueueCounts, logger }: ObservabilityDeps): Observability {
  const metrics = metricsToken !== undefined;
  if (!overload.enabled && !metrics)
    return { first: [], mount: (app) => mountMetricsRoute(app, undefined, undefined), stop: () => undefined };

  const eventLoop = sampleEventLoopDelay(overload.windowMs);
  const pool = watchPool(knexPool(knex));
  const registry = metrics ? metricsRegistry(eventLoop, pool, jobQueueCounts, logger) : undefined;
  const first: RequestHandler[] = [];
  if (overload.enabled) {
    const overloaded = overloadDetector({ eventLoopDelayMs: eventLoop.currentMs, poolWaitMs: pool.oldestWaitMs }, overload);
    const shed = registry ? shedCounter(registry) : undefined;
    first.push(loadShedding({ overloaded, retryAfterSeconds: overload.retryAfterSeconds, ...(shed ? { onShed: shed } : {}) }));
  }
  if (registry) first.push(requestMetrics(registry));
  return {
    first,
    mount: (app) => mountMetricsRoute(app, registry, metricsToken),
    stop() {
      eventLoop.stop();
      pool.stop();
    },
  };
}

function metricsRegistry(
  eventLoop: EventLoopDelay,
  pool: PoolWatch,
  jobQueueCounts: () => Promise<QueueCounts[]>,
  logger: Logger,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'travelfit_event_loop_delay_seconds',
    help: "The event loop's mean delay over the last window (load shedding reads it).",
    registers: [registry],
    collect() {
      this.set(eventLoop.currentMs() / 1_000);
    },
  });
  registerPoolMetrics(registry, pool);
  registerJobQueueMetrics(registry, jobQueueCounts, logger);
  return registry;
}

function shedCounter(registry: Registry): (reason: OverloadReason) => void {
  const shed = new Counter({
    name: 'travelfit_http_shed_total',
    help: 'Requests answered 503 at once because the process was overloaded, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const byReason = { 'event-loop-delay': shed.labels('event-loop-delay'), 'pool-wait': shed.labels('pool-wait') };
  return (reason) => byReason[reason].inc();
}
