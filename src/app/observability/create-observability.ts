import type { Application, RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { OverloadConfig } from '../config';
import { sampleEventLoopDelay } from './event-loop-delay';
import { loadShedding } from './load-shedding';
import { overloadDetector } from './overload-detector';
import { knexPool, watchPool } from './pool-watch';

export interface ObservabilityDeps {
  overload: OverloadConfig;
  /** The app's query builder: its pool's waits are watched. */
  knex: Knex;
}

/** What the HTTP app mounts: handlers that run before any other, and routes of its own. */
export interface Observability {
  first: RequestHandler[];
  mount(app: Application): void;
  stop(): void;
}

/** Load shedding over the event loop's delay and the database pool's waits (docs/adr/0049). */
export function createObservability({ overload, knex }: ObservabilityDeps): Observability {
  const eventLoop = sampleEventLoopDelay(overload.windowMs);
  const pool = watchPool(knexPool(knex));
  const overloaded = overloadDetector({ eventLoopDelayMs: eventLoop.currentMs, poolWaitMs: pool.oldestWaitMs }, overload);
  return {
    first: overload.enabled ? [loadShedding({ overloaded, retryAfterSeconds: overload.retryAfterSeconds })] : [],
    mount: () => undefined,
    stop() {
      eventLoop.stop();
      pool.stop();
    },
  };
}
