import type { ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { HttpRoutes } from '../http/mount-contract';
import type { Clock } from './clock.port';
import type { EventBus, EventSubscriber } from './event-bus.port';
import type { JobQueue, ScheduledJob } from './job-queue.port';
import type { RateLimiter } from './rate-limiter.port';
import type { ViewerDirectory } from './viewer';

/**
 * Services every module may depend on, bound by the composition root. Each
 * module takes its configuration as a typed slice from the composition root,
 * not through the container.
 */
export const CoreTokens = {
  Logger: Symbol.for('core.Logger') as ServiceIdentifier<Logger>,
  Knex: Symbol.for('core.Knex') as ServiceIdentifier<Knex>,
  /** The pool of reads that may lag behind writes (a read replica, DATABASE_READ_URL); `Knex` itself when none (ADR 0050). */
  ReadKnex: Symbol.for('core.ReadKnex') as ServiceIdentifier<Knex>,
  Clock: Symbol.for('core.Clock') as ServiceIdentifier<Clock>,
  EventBus: Symbol.for('core.EventBus') as ServiceIdentifier<EventBus>,
  JobQueue: Symbol.for('core.JobQueue') as ServiceIdentifier<JobQueue>,
  /** Multi-bound: each module binds one entry per reaction to another module's event. */
  EventSubscribers: Symbol.for('core.EventSubscribers') as ServiceIdentifier<EventSubscriber>,
  /** Multi-bound: each module binds one entry per recurring job (declared before the queue starts). */
  ScheduledJobs: Symbol.for('core.ScheduledJobs') as ServiceIdentifier<ScheduledJob>,
  /** Who is calling: bound by the accounts module, read by every module's HTTP edge. */
  Viewers: Symbol.for('core.Viewers') as ServiceIdentifier<ViewerDirectory>,
  /** The sliding-window limiter every limit of the app goes through: bound by the accounts module, which owns its table (ADR 0021). */
  RateLimiter: Symbol.for('core.RateLimiter') as ServiceIdentifier<RateLimiter>,
  /** Multi-bound: each module binds one entry for its routers. */
  HttpRoutes: Symbol.for('core.HttpRoutes') as ServiceIdentifier<HttpRoutes>,
} as const;
