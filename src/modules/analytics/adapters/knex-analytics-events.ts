import type { Knex } from 'knex';
import type { AnalyticsEvent, AnalyticsEvents } from '../application/ports/analytics-events.port';

/** The analytics_events table; an event's id is the row's primary key, which makes adding idempotent. */
export class KnexAnalyticsEvents implements AnalyticsEvents {
  constructor(private readonly knex: Knex) {}

  async add(event: AnalyticsEvent): Promise<void> {
    await this.knex('analytics_events')
      .insert({
        ...(event.id ? { id: event.id } : {}),
        event_name: event.name,
        event_data: JSON.stringify(event.data),
        traveller_id: event.travellerId,
        user_id: event.userId,
        created_at: event.occurredAt,
      })
      .onConflict('id')
      .ignore();
  }
}
