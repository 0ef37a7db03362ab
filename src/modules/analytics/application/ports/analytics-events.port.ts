/** One row of analytics: what happened (`page_view`, `account_opened`…), about whom, when. */
export interface AnalyticsEvent {
  /** Given by a domain event (its id, so a repeated delivery counts once); absent for an event a client sent. */
  id?: string;
  name: string;
  data: object;
  /** The traveller's public id (a user id; for an anonymous device, the id its users row has or will have). */
  travellerId: string;
  /** The account, when the traveller's row surely exists (a session, a server event): cleared if it is deleted. */
  userId: string | null;
  occurredAt: Date;
}

/** The analytics events the product counts (spec 2 §3 `analytics_events`). */
export interface AnalyticsEvents {
  /** Idempotent by `id`: adding an event again changes nothing, so a repeated delivery counts once. */
  add(event: AnalyticsEvent): Promise<void>;
}
