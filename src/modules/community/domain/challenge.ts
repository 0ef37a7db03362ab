import type { ChallengeStatus, ChallengeType } from '../../../../contracts/community/challenges.schemas';

/** What a challenge asks and when (spec 2 §3 group_challenges). */
export interface ChallengeTerms {
  type: ChallengeType;
  /** Points, streak days, cities or team points, by type. */
  targetValue: number;
  startDate: Date;
  /** The first instant that no longer counts. */
  endDate: Date;
  maxParticipants: number;
}

/** Where a challenge stands at `now`, from its dates alone. */
export function statusAt(terms: Pick<ChallengeTerms, 'startDate' | 'endDate'>, now: Date): ChallengeStatus {
  if (now.getTime() >= terms.endDate.getTime()) return 'completed';
  return now.getTime() < terms.startDate.getTime() ? 'upcoming' : 'active';
}

export type JoinRefusal = 'community.challenge-ended' | 'community.challenge-full';

/**
 * Why a traveller may not join, or null when they may (DECISIONS.md
 * "Challenge progress by type": after the end date or when full, a clear
 * refusal). A challenge that has not started yet may be joined: its progress
 * counts from its start. Someone who already joined is never asked this.
 */
export function joinRefusal(terms: ChallengeTerms, participants: number, now: Date): JoinRefusal | null {
  if (statusAt(terms, now) === 'completed') return 'community.challenge-ended';
  if (participants >= terms.maxParticipants) return 'community.challenge-full';
  return null;
}
