import type { ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../app/config';
import type { HttpRoutes } from '../http/mount-contract';
import type { Clock } from './clock.port';
import type { EventBus, EventSubscriber } from './event-bus.port';
import type { JobQueue } from './job-queue.port';

/** Services every module may depend on, bound by the composition root. */
export const CoreTokens = {
  Config: Symbol.for('core.Config') as ServiceIdentifier<Config>,
  Logger: Symbol.for('core.Logger') as ServiceIdentifier<Logger>,
  Knex: Symbol.for('core.Knex') as ServiceIdentifier<Knex>,
  Clock: Symbol.for('core.Clock') as ServiceIdentifier<Clock>,
  EventBus: Symbol.for('core.EventBus') as ServiceIdentifier<EventBus>,
  JobQueue: Symbol.for('core.JobQueue') as ServiceIdentifier<JobQueue>,
  /** Multi-bound: each module binds one entry per reaction to another module's event. */
  EventSubscribers: Symbol.for('core.EventSubscribers') as ServiceIdentifier<EventSubscriber>,
  /** Multi-bound: each module binds one entry for its routers. */
  HttpRoutes: Symbol.for('core.HttpRoutes') as ServiceIdentifier<HttpRoutes>,
} as const;
