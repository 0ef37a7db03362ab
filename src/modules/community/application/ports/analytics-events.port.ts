/** One row of analytics: what happened (`account_opened`, `waitlist_signup`…), to whom, when. */
export interface AnalyticsEvent {
  id: string;
  name: string;
  data: object;
  userId: string | null;
  occurredAt: Date;
}

/** The analytics events the product counts (spec 2, `analytics_events`). */
export interface AnalyticsEvents {
  /** Idempotent by `id`: adding an event again changes nothing, so a repeated delivery counts once. */
  add(event: AnalyticsEvent): Promise<void>;
}
