import type { Logger } from 'pino';
import type { DomainEvent, EventBus } from './event-bus.port';

/**
 * Delivers each event to its handlers in order, in the publisher's process.
 * A failing handler is logged and does not stop the others.
 */
export class InProcessEventBus implements EventBus {
  private readonly handlers = new Map<string, Array<(event: DomainEvent) => Promise<void>>>();

  constructor(private readonly logger: Logger) {}

  async publish(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.name) ?? []) {
      try {
        await handler(event);
      } catch (err) {
        this.logger.error({ err, event: event.name }, 'event handler failed');
      }
    }
  }

  subscribe<E extends DomainEvent>(name: E['name'], handler: (event: E) => Promise<void>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as (event: DomainEvent) => Promise<void>);
    this.handlers.set(name, list);
  }
}
