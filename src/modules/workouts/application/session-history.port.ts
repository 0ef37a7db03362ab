/** A completed workout as the profile lists it (spec 1 §2 "latest 5 workouts"). */
export interface CompletedSessionSummary {
  id: string;
  name: string | null;
  durationMinutes: number;
  context: string | null;
  city: string | null;
  pointsEarned: number;
  completedAt: string;
}

/** Reads a user's completed sessions, newest first. */
export interface SessionHistory {
  recentOf(userId: string, limit: number): Promise<CompletedSessionSummary[]>;
}
