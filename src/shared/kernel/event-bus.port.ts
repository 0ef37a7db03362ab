/** A fact one module announces and others may react to, e.g. `workouts.session-completed`. */
export interface DomainEvent<Name extends string = string, Payload = unknown> {
  name: Name;
  payload: Payload;
  occurredAt: Date;
}

/**
 * Carries writes across modules without the publisher knowing its listeners.
 * The first adapter is in-process; the port lets a durable one replace it.
 */
export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe<E extends DomainEvent>(name: E['name'], handler: (event: E) => Promise<void>): void;
}
