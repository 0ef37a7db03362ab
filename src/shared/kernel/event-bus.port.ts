import type { Knex } from 'knex';
import type { QueueSettings } from './job-queue.port';

/**
 * A fact one module announces and others may react to, e.g. `workouts.session-completed`.
 * The payload is stored as JSON: ids and plain values, never secrets.
 */
export interface DomainEvent<Name extends string = string, Payload extends object = object> {
  name: Name;
  payload: Payload;
  occurredAt: Date;
}

/** An event as subscribers receive it: `id` is the same for every subscriber and every retry. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & { id: string };

/**
 * Records events inside the unit of work that makes them true. Use cases get
 * one bound to their transaction (e.g. `tx.events`) and never see how it is
 * delivered.
 */
export interface EventRecorder {
  record(event: DomainEvent): Promise<void>;
}

/** A module's reaction to another module's event, multi-bound under `CoreTokens.EventSubscribers`. */
export interface EventSubscriber<E extends DomainEvent = DomainEvent> {
  event: E['name'];
  /**
   * Durable name of the reaction, `<module>.<reaction>`: each subscriber has its
   * own queue of deliveries and retries. Renaming it starts a new subscription.
   */
  subscriber: string;
  /**
   * Called at least once per event recorded in a committed transaction (again
   * after a failure or a crash), so it must be idempotent: `event.id` is the key.
   */
  handle(event: RecordedEvent<E>): Promise<void>;
  /** How its deliveries are retried, when the bus's defaults do not fit (a mail worth retrying as long as its link lives). */
  deliveries?: QueueSettings;
}

/**
 * Carries writes across modules without the publisher knowing its listeners,
 * and only for transactions that commit (docs/adr: domain events and the job
 * queue). `record` writes the deliveries in the caller's transaction: a
 * rollback leaves nothing behind; after commit every subscriber gets the event
 * at least once, through the job queue, in whichever process claims it first.
 */
export interface EventBus {
  record(trx: Knex.Transaction, event: DomainEvent): Promise<void>;
  /** Declared while the app is wired, before the job queue starts. */
  subscribe<E extends DomainEvent>(subscriber: EventSubscriber<E>): void;
}
