import type { BadgeCode } from '../../../../../contracts/gamification';
import type { WorkoutPlace } from '../../../../../contracts/workouts';
import type { UnitOfWork } from '../../../../shared/kernel';

/** A session just written to `workout_sessions`, as the scoring rules need it. */
export interface ScorableSession {
  sessionId: string;
  userId: string;
  durationMin: number;
  context: WorkoutPlace;
  /** How the traveller felt: the calories' MET. */
  energy: 'low' | 'normal' | 'high';
  /** Where it was done, when the client said (city and country together). */
  place: { city: string; country: string } | null;
  /** The traveller's IANA time zone; null is UTC. */
  timeZone: string | null;
  /**
   * The travel plan's flight day (YYYY-MM-DD) when this session is the plan's
   * in-flight routine done in transit: its streak day, within a day of the
   * local date (ADR 0043). Null for every other session.
   */
  flightDay: string | null;
  completedAt: Date;
  /** From the traveller's profile; null when they have not given it. */
  weightKg: number | null;
}

/** The traveller's totals as they stand. */
export interface ProgressStanding {
  points: { total: number };
  streak: { current: number; longest: number };
}

/** What one session earned, and the totals after it. */
export interface SessionScore extends ProgressStanding {
  score: number;
  calories: number;
  /** Badges this session awarded, in catalogue order; never one the traveller had. */
  newBadges: BadgeCode[];
}

/**
 * Scores a completed session inside the transaction that records it (ADR
 * 0033): points, the streak, badges, the passport stamp and the city
 * leaderboard row, so the answer carries the score and a rollback leaves
 * neither the session nor its score. Implemented by the gamification module,
 * which owns those tables, and bound by `gamification.module.ts` to
 * `WorkoutsTokens.SessionScoring` (ADR 0007).
 *
 * Concurrency: the caller serialises one traveller's completions (and scores
 * each session once); `score` also locks the traveller's rows before it reads
 * them, so two transactions scoring one traveller never lose an update.
 */
export interface SessionScoring {
  score(unit: UnitOfWork, session: ScorableSession): Promise<SessionScore>;
  /** The totals now, for answering a completion that was already recorded. */
  standingOf(unit: UnitOfWork, userId: string): Promise<ProgressStanding>;
}
