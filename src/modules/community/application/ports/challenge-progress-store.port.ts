import type { ChallengeTerms } from '../../domain/challenge';
import type { CountedSession, ProgressWindow, Standing } from '../../domain/challenge-progress';

/** One traveller in one challenge. */
export interface Participation {
  id: string;
  challengeId: string;
  userId: string;
  joinedAt: Date;
  terms: ChallengeTerms;
}

/** A completed session as the `workouts.session-completed` event tells it. */
export interface SessionFacts {
  sessionId: string;
  userId: string;
  completedAt: Date;
  points: number;
  city: string | null;
  country: string | null;
  streak: number | null;
}

/** What may be done inside one challenge transaction. */
export interface ChallengeProgressTx {
  /** Keeps what the session brings to challenges; a session told again is kept once (its first telling wins). */
  recordSession(session: SessionFacts): Promise<void>;
  /**
   * The participations of these travellers, in challenges of the given kind
   * (team challenges or the others), whose window holds `at`: the challenge
   * runs then and they had joined by then.
   */
  participationsAt(userIds: readonly string[], at: Date, kind: 'own' | 'team'): Promise<Participation[]>;
  /** Locks these challenges until the transaction ends (in a fixed order, so two transactions never wait on each other). */
  lockChallenges(challengeIds: readonly string[]): Promise<void>;
  /** The sessions of these travellers in the window, in no particular order. */
  sessionsOf(userIds: readonly string[], window: ProgressWindow): Promise<CountedSession[]>;
  /** Stores a participant's standing: progress never falls and a completion never moves later. */
  saveStanding(participationId: string, standing: Standing): Promise<void>;
  /** Ranks every participant of these challenges again: by progress, the earlier completion first on a tie. */
  rerank(challengeIds: readonly string[]): Promise<void>;
  /** Locks a challenge that can be joined (not cancelled) and answers its terms and its number of participants, or null. */
  lockForJoining(challengeId: string): Promise<{ terms: ChallengeTerms; participants: number } | null>;
  participation(challengeId: string, userId: string): Promise<Participation | null>;
  addParticipant(challengeId: string, userId: string, joinedAt: Date): Promise<Participation>;
}

/**
 * Challenge participants and the sessions they count, changed only inside
 * `transaction`. Concurrency: a transaction first takes the locks named by
 * `lockKeys` (a traveller's, a team's), held until it ends, so a join and a
 * session of the same traveller (or team) are never handled at once and
 * neither misses the other; participants of one challenge are changed under
 * that challenge's row lock, so its count never passes its maximum and its
 * ranks are computed from one state.
 */
export interface ChallengeProgressStore {
  transaction<T>(lockKeys: readonly string[], work: (tx: ChallengeProgressTx) => Promise<T>): Promise<T>;
}
