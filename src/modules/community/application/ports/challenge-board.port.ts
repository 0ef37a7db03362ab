import type { Locale } from '../../../../../contracts/sdui';
import type { ChallengeTerms } from '../../domain/challenge';

/** A challenge as lists show it, its title and description in the language asked for (English when it has none in it). */
export interface ListedChallenge extends ChallengeTerms {
  id: string;
  title: string;
  description: string | null;
  city: string | null;
  country: string | null;
  participantCount: number;
}

/** A challenge the traveller joined, with where they stand. */
export interface JoinedChallenge extends ListedChallenge {
  currentProgress: number;
  rank: number;
  joinedAt: Date;
  completedAt: Date | null;
}

/** Reads challenges for the lists (spec 2 §7). */
export interface ChallengeBoard {
  /**
   * Challenges not cancelled that end after `endedSince` (open, about to
   * start, or ended since then), at most `limit`: running ones first (the
   * soonest to end first), then those about to start, then ended ones (the
   * latest first).
   */
  listed(now: Date, endedSince: Date, limit: number, locale: Locale): Promise<ListedChallenge[]>;
  /** The challenges the traveller joined (at most `limit`), in the same order; or only the one asked for. */
  joinedBy(userId: string, now: Date, limit: number, locale: Locale, challengeId?: string): Promise<JoinedChallenge[]>;
}
