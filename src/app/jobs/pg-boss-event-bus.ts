import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DomainEvent, EventBus, EventSubscriber, QueuedJob, QueueSettings } from '../../shared/kernel';
import type { PgBossJobQueue } from './pg-boss-job-queue';

/** An event as it travels in a job: JSON, with its id and time as strings. */
interface EventJobData {
  id: string;
  name: string;
  payload: object;
  occurredAt: string;
}

/** The queue of one subscriber's deliveries of one event. */
export const subscriberQueue = (event: string, subscriber: string): string => `${event}/${subscriber}`;

/**
 * The EventBus as a transactional outbox whose table is pg-boss's job table
 * (docs/adr/0012): `record` inserts one job per subscriber in the caller's
 * transaction, so the deliveries commit or roll back with the change they
 * announce; each subscriber's queue then delivers at least once, retrying a
 * failed handler with backoff, in whichever process claims the job.
 */
export class PgBossEventBus implements EventBus {
  /** `deliveries` sets how every subscriber's queue retries (the job queue's defaults otherwise). */
  constructor(
    private readonly jobs: PgBossJobQueue,
    private readonly deliveries: QueueSettings = {},
  ) {}

  async record(trx: Knex.Transaction, event: DomainEvent): Promise<void> {
    const data: EventJobData = { id: randomUUID(), name: event.name, payload: event.payload, occurredAt: event.occurredAt.toISOString() };
    await this.jobs.publish(trx, event.name, data);
  }

  subscribe<E extends DomainEvent>(subscriber: EventSubscriber<E>): void {
    const queue = subscriberQueue(subscriber.event, subscriber.subscriber);
    this.jobs.work<EventJobData>(
      queue,
      async ({ data }: QueuedJob<EventJobData>) => {
        const event = { id: data.id, name: data.name, payload: data.payload, occurredAt: new Date(data.occurredAt) };
        await subscriber.handle(event as typeof event & E);
      },
      { ...this.deliveries, ...subscriber.deliveries },
    );
    this.jobs.subscribe(subscriber.event, queue);
  }
}
