/** Points a finished session earned, to be shared with the traveller's teams. */
export interface SessionPoints {
  /** The `workouts.session-completed` event's id: the same for every delivery of one session. */
  eventId: string;
  userId: string;
  points: number;
  /** When the session was completed: it counts for memberships that began at or before then. */
  earnedAt: Date;
}

/**
 * The ledger of team points (table team_point_credits; docs/adr/0037).
 * Idempotent by `eventId`: crediting the same session again adds nothing.
 * Locks the traveller's team rows before their member rows, as joins and
 * departures do, so crediting never deadlocks with them.
 */
export interface TeamPointLedger {
  credit(session: SessionPoints): Promise<void>;
}
