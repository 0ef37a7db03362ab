/** `usage.plan_count` (spec 1 §3): how many plans each traveller generated. */
export interface PlanCountStore {
  /**
   * Adds one to the traveller's count for the event `eventId`, once: a second
   * call with the same id (a repeated delivery) changes nothing. Atomic: the
   * id and the count are written in one transaction.
   */
  countOnce(eventId: string, userId: string): Promise<void>;
}
