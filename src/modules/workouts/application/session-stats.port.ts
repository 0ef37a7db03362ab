/** A completed workout as progress pages list it (spec 2 §3 "recent sessions", "Analytics stats"). */
export interface RecordedSession {
  id: string;
  name: string | null;
  durationMinutes: number;
  context: string;
  city: string | null;
  country: string | null;
  score: number;
  completedAt: string;
}

/** What a traveller's completed sessions add up to. */
export interface SessionTally {
  workouts: number;
  minutes: number;
  /** Minutes by how the traveller felt (a session without one counts as normal): what calories are estimated from. */
  minutesByEnergy: { low: number; normal: number; high: number };
  /** Sessions by context code (`airport`, `hotel_room`…). */
  byContext: Record<string, number>;
  /** The time zone of the latest session that sent one; null when none did. */
  latestTimeZone: string | null;
}

/** A place and the sessions there, accents, case and spacing of its name not counting ("São Paulo" = "sao paulo"). */
export interface SessionPlace {
  city: string;
  country: string;
  workouts: number;
}

/**
 * Read facade over a traveller's completed sessions for progress pages
 * (history, analytics): totals, the week so far, places, recent sessions.
 * Each read is one query on the traveller's own rows.
 */
export interface SessionStats {
  tallyOf(userId: string): Promise<SessionTally>;
  /** Sessions completed on or after the local date `since` (YYYY-MM-DD) in `timeZone`. */
  countSince(userId: string, since: string, timeZone: string): Promise<number>;
  /** The places with the most sessions, most first (ties by name); the spelling used most is shown. */
  topPlacesOf(userId: string, limit: number): Promise<SessionPlace[]>;
  /** The latest sessions, newest first. */
  recentOf(userId: string, limit: number): Promise<RecordedSession[]>;
}
