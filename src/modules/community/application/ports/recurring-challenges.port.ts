import type { Locale } from '../../../../../contracts/sdui';
import type { DueChallenge } from '../../domain/recurring-challenges';

/** A challenge's title and description in one language. */
export interface ChallengeText {
  title: string;
  description: string;
}

export interface NewRecurringChallenge extends DueChallenge {
  texts: Record<Locale, ChallengeText>;
}

/** The challenges the scheduled job keeps open. */
export interface RecurringChallenges {
  /**
   * Opens each challenge unless its recurrence already has one for that
   * period: one per recurrence and period however many processes ask at once
   * (a unique index decides).
   */
  open(challenges: readonly NewRecurringChallenge[], now: Date): Promise<void>;
  /** Stores each challenge's status as its dates say at `now` (started ones active, ended ones completed); cancelled ones stay so. */
  settleStatuses(now: Date): Promise<void>;
  /** Forgets the sessions kept for challenges that no challenge can count any more, even one told late. */
  forgetSessionsNoneCount(now: Date): Promise<void>;
}
